import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRejectedError } from './payment-provider';

export const SIGNATURE_HEADER = 'amplio-signature';
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000;

const digest = (secret: string, timestamp: number, rawBody: Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>." + raw body>`: the timestamp is signed too, so it cannot be swapped. */
export function signWebhook(input: { secret: string; rawBody: Buffer; at: Date }): string {
  const timestamp = Math.floor(input.at.getTime() / 1000);
  return `t=${timestamp},v1=${digest(input.secret, timestamp, input.rawBody).toString('hex')}`;
}

/** Throws WebhookRejectedError unless one v1 signature matches and the timestamp is within 5 minutes of now, either way. */
export function verifyWebhookSignature(input: { secret: string; rawBody: Buffer; header: string | string[] | undefined; now: Date }): void {
  if (typeof input.header !== 'string' || input.header.length === 0 || input.header.length > 1024) {
    throw new WebhookRejectedError(input.header === undefined ? 'signature_missing' : 'signature_invalid');
  }
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of input.header.split(',')) {
    const [name, value = ''] = part.trim().split('=', 2);
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (name === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === undefined || signatures.length === 0) throw new WebhookRejectedError('signature_invalid');
  const expected = digest(input.secret, timestamp, input.rawBody);
  if (!signatures.some((s) => timingSafeEqual(s, expected))) throw new WebhookRejectedError('signature_invalid');
  const nowSeconds = Math.floor(input.now.getTime() / 1000);
  if (Math.abs(nowSeconds - timestamp) * 1000 > SIGNATURE_TOLERANCE_MS) throw new WebhookRejectedError('timestamp_stale');
}
