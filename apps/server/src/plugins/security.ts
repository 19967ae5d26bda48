import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';

/** `fileOrigin`: where the files route redirects reads to (an S3 store), allowed for images and media. */
export async function registerSecurity(app: FastifyInstance, opts: { production: boolean; fileOrigin?: string }) {
  const files = opts.fileOrigin ? [opts.fileOrigin] : [];
  await app.register(helmet, {
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
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}
