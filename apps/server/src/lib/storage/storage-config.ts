/** Where uploaded bytes go, read from the environment at start. */
export type StorageConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3StorageConfig);

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Unset means AWS itself. */
  endpoint?: string;
  /** The store's address as browsers reach it, when it differs from `endpoint` (presigned URLs use it). */
  publicEndpoint?: string;
  forcePathStyle: boolean;
  /** Unset means the SDK's default chain (instance roles, ~/.aws, web identity). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const DEFAULT_REGION = 'us-east-1';

export class StorageConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
  }
}

const first = (env: Record<string, string | undefined>, ...names: string[]) => names.map((n) => env[n]).find((v) => v);

function httpUrl(variable: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new StorageConfigError(variable, 'must be an http:// or https:// URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new StorageConfigError(variable, 'must be an http:// or https:// URL');
  return url.toString().replace(/\/$/, '');
}

function flag(variable: string, value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new StorageConfigError(variable, 'must be true or false');
}

/**
 * `STORAGE_URL=s3://bucket?endpoint=…&region=…&force_path_style=…&public_endpoint=…`, or the usual variables
 * (`S3_BUCKET`, `S3_ENDPOINT` or `AWS_ENDPOINT_URL_S3`, `AWS_REGION`, …). Credentials always come from
 * `S3_ACCESS_KEY_ID`/`S3_SECRET_ACCESS_KEY` or `AWS_ACCESS_KEY_ID`/`AWS_SECRET_ACCESS_KEY`, else the SDK's chain.
 * With neither a URL nor a bucket, files stay in the local folder. Throws StorageConfigError.
 */
export function storageConfigFromEnv(env: Record<string, string | undefined>, localDir: string): StorageConfig {
  const storageUrl = env.STORAGE_URL;
  let params = new URLSearchParams();
  let bucket = env.S3_BUCKET;
  let variable = 'S3_BUCKET';
  if (storageUrl) {
    variable = 'STORAGE_URL';
    const match = /^s3:\/\/([^/?#]*)\/?(?:\?([^#]*))?$/.exec(storageUrl);
    if (!match) throw new StorageConfigError(variable, 'must look like s3://bucket?endpoint=https://…&region=…');
    bucket = match[1];
    params = new URLSearchParams(match[2] ?? '');
  }
  if (!bucket) return { kind: 'local', dir: localDir };
  if (!BUCKET.test(bucket) || bucket.includes('..')) {
    throw new StorageConfigError(variable, 'the bucket name must be 3 to 63 lowercase letters, digits, dots or hyphens');
  }

  const param = (name: string) => params.get(name) || undefined;
  const endpoint = httpUrl(
    param('endpoint') ? 'STORAGE_URL endpoint' : 'S3_ENDPOINT',
    param('endpoint') ?? first(env, 'S3_ENDPOINT', 'AWS_ENDPOINT_URL_S3', 'AWS_ENDPOINT_URL'),
  );
  const publicEndpoint = httpUrl('STORAGE_URL public_endpoint', param('public_endpoint') ?? env.S3_PUBLIC_ENDPOINT);
  const pathStyle = flag('S3_FORCE_PATH_STYLE', param('force_path_style') ?? env.S3_FORCE_PATH_STYLE);
  const accessKeyId = first(env, 'S3_ACCESS_KEY_ID', 'AWS_ACCESS_KEY_ID');
  const secretAccessKey = first(env, 'S3_SECRET_ACCESS_KEY', 'AWS_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new StorageConfigError('AWS_SECRET_ACCESS_KEY', 'set both the access key id and the secret access key, or neither');
  }
  const sessionToken = first(env, 'S3_SESSION_TOKEN', 'AWS_SESSION_TOKEN');
  return {
    kind: 's3',
    bucket,
    region: param('region') ?? first(env, 'S3_REGION', 'AWS_REGION', 'AWS_DEFAULT_REGION') ?? DEFAULT_REGION,
    endpoint,
    publicEndpoint,
    // Stores other than AWS (MinIO, Swift, Ceph) usually need path-style addresses.
    forcePathStyle: pathStyle ?? endpoint !== undefined,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey, sessionToken } : undefined,
  };
}

/** The origin browsers fetch presigned files from, which the page's CSP must allow for images and media. */
export function storageOrigin(config: StorageConfig): string | undefined {
  if (config.kind !== 's3') return undefined;
  const url = new URL(config.publicEndpoint ?? config.endpoint ?? `https://s3.${config.region}.amazonaws.com`);
  return config.forcePathStyle ? url.origin : `${url.protocol}//${config.bucket}.${url.host}`;
}
