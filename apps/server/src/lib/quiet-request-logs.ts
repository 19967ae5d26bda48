import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

const CHATTIER_THAN_WARN = new Set(['trace', 'debug', 'info']);

/**
 * Makes the requests of this plugin scope log warnings and errors only, through one child logger made once with
 * `bindings`. Fastify otherwise makes a child logger per request (and pino rebuilds a child's log methods when it has
 * a level of its own), then logs two lines per request: right for the API, noise for probes and static files that a
 * load balancer or a browser asks for many times a second (docs/decisions/025-per-request-work.md).
 */
export function quietRequestLogs(scope: FastifyInstance, bindings: Record<string, unknown>) {
  let quiet: FastifyBaseLogger | undefined;
  scope.setChildLoggerFactory((logger) => {
    quiet ??= logger.child(bindings, CHATTIER_THAN_WARN.has(logger.level) ? { level: 'warn' } : {});
    return quiet;
  });
}
