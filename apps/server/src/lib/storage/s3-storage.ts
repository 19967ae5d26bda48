import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3StorageConfig } from './storage-config';
import { assertValidKey, assertValidRange, type Storage, StorageObjectNotFoundError, StorageUnavailableError } from './storage';

/** S3's minimum part size: memory per upload is bounded by PART_SIZE × QUEUE_SIZE, whatever the file's size. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

interface Logger {
  error(obj: object, msg?: string): void;
}

/** An S3 error's HTTP status, or undefined for a network failure (refused, reset, timed out). */
const statusOf = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isNotFound = (err: unknown) => {
  const name = (err as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(err) === 404;
};

function clientConfig(config: S3StorageConfig, endpoint: string | undefined): S3ClientConfig {
  return {
    region: config.region,
    endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: streamed bodies then go plain, not aws-chunked, which stores such
    // as OpenStack Swift refuse (501).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // A store that does not answer fails the request in seconds instead of holding the upload open.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
  };
}

/**
 * Objects in an S3 bucket (AWS, or any S3-compatible store). Uploads stream through lib-storage's multipart
 * upload; reads can be handed to the browser as presigned URLs so the bytes never pass through Node.
 */
export function createS3Storage(input: { config: S3StorageConfig; logger?: Logger }): Storage & { close(): void } {
  const { config, logger } = input;
  const client = new S3Client(clientConfig(config, config.endpoint));
  // URLs for browsers are signed for the address they reach the store at, which may differ from ours.
  const signer = config.publicEndpoint ? new S3Client(clientConfig(config, config.publicEndpoint)) : client;
  const Bucket = config.bucket;

  function unavailable(err: unknown, action: string, key?: string): StorageUnavailableError {
    logger?.error({ err, key, bucket: Bucket }, `object store ${action} failed`);
    return new StorageUnavailableError({ cause: err });
  }

  async function stat(key: string) {
    assertValidKey(key);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw unavailable(err, 'stat', key);
    }
  }

  return {
    async put({ key, body, contentType }) {
      assertValidKey(key);
      let size = 0;
      let bodyError: unknown;
      // Errors of the body itself (a limit, a client that went away) are the caller's, not the store's.
      async function* counted() {
        try {
          for await (const chunk of body) {
            size += chunk.length;
            yield chunk;
          }
        } catch (err) {
          bodyError = err;
          throw err;
        }
      }
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: Readable.from(counted()), ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (err) {
        if (bodyError) throw bodyError;
        throw unavailable(err, 'upload', key);
      }
      return { size };
    },

    async open({ key, range }) {
      assertValidKey(key);
      if (range) assertValidRange(range);
      try {
        const res = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        return res.Body as Readable;
      } catch (err) {
        if (isNotFound(err)) throw new StorageObjectNotFoundError(key);
        throw unavailable(err, 'read', key);
      }
    },

    stat,

    async delete(key) {
      assertValidKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (err) {
        if (isNotFound(err)) return;
        throw unavailable(err, 'delete', key);
      }
    },

    async exists(key) {
      return (await stat(key)) !== null;
    },

    async presignRead({ key, expiresInSeconds, contentType, contentDisposition, cacheControl }) {
      assertValidKey(key);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentType: contentType,
        ResponseContentDisposition: contentDisposition,
        ResponseCacheControl: cacheControl,
      });
      return getSignedUrl(signer, command, { expiresIn: expiresInSeconds });
    },

    async ping() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        throw unavailable(err, 'ping');
      }
    },

    close() {
      client.destroy();
      if (signer !== client) signer.destroy();
    },
  };
}
