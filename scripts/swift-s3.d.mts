export interface SwiftS3 {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  stop(): Promise<void>;
}
export const SWIFT_S3_CREDENTIALS: { accessKeyId: string; secretAccessKey: string };
export function ensureSwift(): string | null;
export function startSwiftS3(options?: { bucket?: string; timeoutMs?: number }): Promise<SwiftS3>;
