import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8 and ::1; BlockList also matches IPv4-mapped IPv6 (::ffff:127.0.0.1) against the IPv4 rule. */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** An address as a header may write it ("[::1]:443", "127.0.0.1:5000", "\"[::1]\"") without brackets, port or quotes. */
function bareAddress(value: string): string {
  let text = value.trim().replace(/^"(.*)"$/, '$1');
  if (text.startsWith('[')) text = text.slice(1, text.indexOf(']') === -1 ? undefined : text.indexOf(']'));
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.indexOf(':'));
  return text;
}

/** Whether the address is this machine's: 127.0.0.0/8, ::1 or ::ffff:127.x.x.x. Anything unparsable is not. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const bare = bareAddress(address);
  const family = isIP(bare);
  if (family === 0) return false;
  return LOOPBACK.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

const headerValues = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Every client address a proxy (or the client itself) wrote in X-Forwarded-For, X-Real-IP or Forwarded (`for=`). */
export function forwardedAddresses(headers: FastifyRequest['headers']): string[] {
  const addresses: string[] = [];
  for (const value of headerValues(headers['x-forwarded-for'])) addresses.push(...value.split(','));
  addresses.push(...headerValues(headers['x-real-ip']));
  for (const value of headerValues(headers.forwarded)) {
    for (const element of value.split(',')) {
      for (const pair of element.split(';')) {
        const [name, ...rest] = pair.split('=');
        if (name?.trim().toLowerCase() === 'for') addresses.push(rest.join('='));
      }
    }
  }
  return addresses;
}

/**
 * Whether the request came from this machine, and only from it: the connection's address, the address Fastify
 * resolved (the client's, with TRUST_PROXY=true) and every address any forwarding header names are all loopback.
 *
 * A proxy on this machine connects from 127.0.0.1 for every client, so the connection alone proves nothing once a
 * proxy is in front (whether or not TRUST_PROXY says so). And with TRUST_PROXY=true Fastify takes the leftmost
 * X-Forwarded-For, which the client writes itself when the proxy appends; requiring every hop to be loopback means a
 * forged "X-Forwarded-For: 127.0.0.1" never helps, while a browser on this machine, through a local proxy or not, is
 * still served.
 */
export function isLoopbackRequest(request: Pick<FastifyRequest, 'ip' | 'headers' | 'socket'>): boolean {
  const addresses = [request.socket?.remoteAddress, request.ip, ...forwardedAddresses(request.headers)];
  return addresses.every(isLoopbackAddress);
}

/**
 * Whether the dev mailbox and the demo hints may answer this request: with DEV_MAILBOX=public anyone, else only a
 * request from this machine (isLoopbackRequest). The others get the same 404 as in production.
 */
export function mayReadDevTools(access: 'loopback' | 'public', request: Pick<FastifyRequest, 'ip' | 'headers' | 'socket'>): boolean {
  return access === 'public' || isLoopbackRequest(request);
}
