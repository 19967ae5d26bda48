import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import compress from '@fastify/compress';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A load balancer's probe (/healthz, /readyz): answered without the browser security headers and the request id.
     * Probes answer machines, not browsers, and can come several times a second from every balancer.
     */
    probe?: boolean;
  }
}

/** The policy every page, API answer, static file and error carries (decision 009 for the public pages' opener). */
export function securityHeaderOptions(opts: { production: boolean; fileOrigin?: string }): FastifyHelmetOptions {
  const files = opts.fileOrigin ? [opts.fileOrigin] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...files],
        mediaSrc: ["'self'", 'blob:', ...files],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        frameSrc: ["'self'"],
        ...(opts.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: opts.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  };
}

/**
 * The headers helmet sends with these options, worked out once at start. Registered as a plugin, @fastify/helmet
 * builds a new helmet middleware on every request (re-reading the options and re-serialising the CSP) and runs two
 * hooks, one of them async, even on routes that opt out. The policy holds no per-request part (no nonces), so the
 * answer is the same every time: ask helmet once, on a throwaway server, and replay it.
 */
export async function computeSecurityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const scratch = Fastify({ logger: false });
  await scratch.register(helmet, options);
  scratch.get('/with', (_request, reply) => reply.send(''));
  scratch.get('/without', { helmet: false }, (_request, reply) => reply.send(''));
  const [withHelmet, without] = await Promise.all([scratch.inject('/with'), scratch.inject('/without')]);
  await scratch.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(withHelmet.headers)) {
    if (name in without.headers || typeof value !== 'string') continue;
    headers[name] = value;
  }
  if (!headers['content-security-policy']) throw new Error('helmet sent no Content-Security-Policy');
  return headers;
}

/**
 * One synchronous hook for every answer (routes, the not-found handler, static files, errors): the request id and the
 * security headers. Probes get neither: a load balancer reads no headers, and a probe's log lines carry `probe: true`
 * rather than a request id. `fileOrigin`: where the files route redirects reads to (an S3 store), allowed for images
 * and media.
 */
export async function registerSecurity(app: FastifyInstance, opts: { production: boolean; fileOrigin?: string }) {
  const headers = await computeSecurityHeaders(securityHeaderOptions(opts));
  app.addHook('onRequest', function responseHeaders(request, reply, done) {
    if (request.routeOptions.config.probe === true) return done();
    reply.header('X-Request-Id', request.id);
    reply.headers(headers);
    done();
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}
