import { type ErrorCode, errorRules } from '@console/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, messages, ruleConflict } from './errors';

const fastifyErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: messages.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
  FST_ERR_BAD_URL: 'Malformed address: a path segment is not valid percent-encoded UTF-8',
  FST_ERR_MAX_PARAM_LENGTH: 'Address too long: a path segment exceeds the maximum length',
};

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHORIZED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_ERROR';
  }
}

/** PostgreSQL errors that bad input can cause, found on the error or its `cause` (Drizzle wraps). */
function fromDatabaseError(error: unknown): ApiError | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      if (code === '23505') {
        return ruleConflict('A record with these values already exists', {
          rule: errorRules.recordDuplicate,
        });
      }
      if (code === '23503') {
        return ruleConflict('The record is referenced by or refers to another record', {
          rule: errorRules.recordReferenced,
        });
      }
      if (code === '40001' || code === '40P01') {
        return ruleConflict('Concurrent change detected. Please try again.', {
          rule: errorRules.concurrentChange,
        });
      }
      if (code.startsWith('22')) return new ApiError(400, 'VALIDATION_ERROR', 'Invalid value');
      return undefined;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function toApiError(error: FastifyError | Error): ApiError {
  if (error instanceof ApiError) return error;
  const fromDb = fromDatabaseError(error);
  if (fromDb) return fromDb;
  const status = (error as FastifyError).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = (error as FastifyError).code;
    return new ApiError(
      status,
      codeForStatus(status),
      (code && fastifyErrorMessages[code]) ?? error.message ?? messages.validation,
    );
  }
  return new ApiError(500, 'INTERNAL_ERROR', messages.internal);
}

export function sendError(reply: FastifyReply, error: ApiError): FastifyReply {
  if (error.headers) reply.headers(error.headers);
  return reply.status(error.statusCode).send(error.toEnvelope());
}

/** Every error answer is `{ success: false, message, code, details? }` with the matching status. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const apiError = toApiError(error);
    if (apiError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: apiError.code, status: apiError.statusCode }, apiError.message);
    return sendError(reply, apiError);
  });
}
