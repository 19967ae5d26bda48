import { createServer } from 'node:net';
import { ensureSwift, type SwiftS3, startSwiftS3 } from '../../../../../scripts/swift-s3.mjs';
import type { S3StorageConfig } from '../../../src/lib/storage/storage-config';

/**
 * Swift's S3 layer for one test file, or the reason it cannot run here (then the file's tests are skipped).
 * Swift missing is a skip; Swift installed but failing to start is a failure.
 */
export async function swiftForTests(): Promise<{ swift: SwiftS3; skip: null } | { swift: null; skip: string }> {
  const missing = ensureSwift();
  if (missing) {
    // CI as root can always install Swift: there a skip would hide that the S3 path went untested, so it fails.
    if (process.env.AMPLIO_REQUIRE_S3_TESTS === '1' || process.env.CI === 'true')
      throw new Error(`The S3 tests must run here (AMPLIO_REQUIRE_S3_TESTS=1): ${missing}`);
    console.warn(`Skipping the S3 tests: ${missing}`);
    return { swift: null, skip: missing };
  }
  return { swift: await startSwiftS3({ bucket: 'amplio-test' }), skip: null };
}

export const s3ConfigOf = (swift: SwiftS3): S3StorageConfig => ({
  bucket: swift.bucket,
  region: swift.region,
  endpoint: swift.endpoint,
  forcePathStyle: true,
  credentials: { accessKeyId: swift.accessKeyId, secretAccessKey: swift.secretAccessKey },
});

/** The same settings as STORAGE_URL and credentials, for buildTestApp's env. */
export const s3EnvOf = (swift: SwiftS3, endpoint = swift.endpoint): Record<string, string> => ({
  STORAGE_URL: `s3://${swift.bucket}?endpoint=${encodeURIComponent(endpoint)}&region=${swift.region}`,
  AWS_ACCESS_KEY_ID: swift.accessKeyId,
  AWS_SECRET_ACCESS_KEY: swift.secretAccessKey,
});

/** An address where nothing listens: a store that is down. */
export function closedPortUrl(): Promise<string> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(`http://127.0.0.1:${port}`));
    });
  });
}
