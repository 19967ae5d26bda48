import { ZErrorResponse } from '@amplio/shared/schemas/auth';

/** The error answers every signed-in JSON route may give, for its OpenAPI response map. */
export const signedInErrors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  419: ZErrorResponse,
  422: ZErrorResponse,
} as const;

/**
 * A validator that lets the body through untouched: the service parses it with the shared schema itself, so a 422
 * names the field with the spec's message instead of Fastify's.
 */
export const readInService = () => (data: unknown) => ({ value: data });
