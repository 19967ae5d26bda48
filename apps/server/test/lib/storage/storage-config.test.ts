import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config';
import { storageConfigFromEnv, storageOrigin } from '../../../src/lib/storage/storage-config';

const LOCAL = '/srv/uploads';
const parse = (env: Record<string, string>) => storageConfigFromEnv(env, LOCAL);

describe('storage configuration', () => {
  it('keeps files in the local folder when no bucket is set, whatever AWS variables exist', () => {
    expect(parse({})).toEqual({ kind: 'local', dir: LOCAL });
    expect(parse({ AWS_ACCESS_KEY_ID: 'a', AWS_SECRET_ACCESS_KEY: 'b', AWS_REGION: 'eu-west-1' })).toEqual({ kind: 'local', dir: LOCAL });
  });

  it('reads STORAGE_URL: bucket, endpoint, region, path style and a public endpoint', () => {
    const config = parse({
      STORAGE_URL: 's3://amplio-files?endpoint=http%3A%2F%2F127.0.0.1%3A9000&region=eu-west-1&public_endpoint=https://files.example.com',
      AWS_ACCESS_KEY_ID: 'key',
      AWS_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config).toEqual({
      kind: 's3',
      bucket: 'amplio-files',
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:9000',
      publicEndpoint: 'https://files.example.com',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret', sessionToken: undefined },
    });
    expect(storageOrigin(config)).toBe('https://files.example.com');
  });

  it('reads the usual S3_* and AWS_* variables, S3_* first, and uses the SDK chain without keys', () => {
    const config = parse({
      S3_BUCKET: 'media',
      AWS_ENDPOINT_URL_S3: 'https://s3.example.net/',
      S3_REGION: 'ap-south-1',
      AWS_REGION: 'us-west-2',
      S3_ACCESS_KEY_ID: 's3-key',
      S3_SECRET_ACCESS_KEY: 's3-secret',
      AWS_ACCESS_KEY_ID: 'aws-key',
      AWS_SECRET_ACCESS_KEY: 'aws-secret',
    });
    expect(config).toMatchObject({
      kind: 's3',
      bucket: 'media',
      endpoint: 'https://s3.example.net',
      region: 'ap-south-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 's3-key', secretAccessKey: 's3-secret' },
    });
    const aws = parse({ STORAGE_URL: 's3://media' });
    expect(aws).toMatchObject({ kind: 's3', region: 'us-east-1', endpoint: undefined, forcePathStyle: false, credentials: undefined });
    expect(storageOrigin(aws)).toBe('https://media.s3.us-east-1.amazonaws.com');
    expect(storageOrigin(parse({ STORAGE_URL: 's3://media?endpoint=http://127.0.0.1:9000' }))).toBe('http://127.0.0.1:9000');
    expect(parse({ STORAGE_URL: 's3://media?endpoint=http://minio:9000&force_path_style=false' })).toMatchObject({ forcePathStyle: false });
  });

  it.each([
    [{ STORAGE_URL: 'https://bucket' }, 'STORAGE_URL: must look like s3://bucket?endpoint=https://…&region=…'],
    [{ STORAGE_URL: 's3://Bad_Bucket' }, 'STORAGE_URL: the bucket name must be 3 to 63 lowercase letters, digits, dots or hyphens'],
    [{ STORAGE_URL: 's3://ab' }, 'STORAGE_URL: the bucket name must be 3 to 63 lowercase letters, digits, dots or hyphens'],
    [{ S3_BUCKET: 'media', S3_ENDPOINT: 'ftp://x' }, 'S3_ENDPOINT: must be an http:// or https:// URL'],
    [{ STORAGE_URL: 's3://media?endpoint=nope' }, 'STORAGE_URL endpoint: must be an http:// or https:// URL'],
    [{ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE: must be true or false'],
    [
      { S3_BUCKET: 'media', AWS_ACCESS_KEY_ID: 'only-the-id' },
      'AWS_SECRET_ACCESS_KEY: set both the access key id and the secret access key, or neither',
    ],
  ])('stops the server at start with a clear message for %j', (env, line) => {
    expect(() => loadConfig({ NODE_ENV: 'test', APP_SECRET: 'x'.repeat(32), DATA_DIR: 'data', ...env })).toThrow(
      new ConfigError(`Invalid configuration:\n  ${line}`),
    );
  });

  it('accepts bucket names of 3 and 63 characters and refuses 64', () => {
    expect(parse({ S3_BUCKET: 'abc' })).toMatchObject({ bucket: 'abc' });
    expect(parse({ S3_BUCKET: 'a'.repeat(63) })).toMatchObject({ bucket: 'a'.repeat(63) });
    expect(() => parse({ S3_BUCKET: 'a'.repeat(64) })).toThrow('bucket name');
  });
});
