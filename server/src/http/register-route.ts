import { contractErrorMap, type RouteDef, unstorableTextIssues } from '@console/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ServerConfig } from '../config';
import type { Database } from '../db';
import { type Actor, assertAllowed, authenticate } from './authenticate';
import {
  ApiError,
  inputRefused,
  messages,
  unauthorized,
  validationError,
  zodIssuesToDetails,
} from './errors';
import type { AppServices } from './services';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a route handler receives: validated input, the signed-in admin, the database. */
export interface RouteContext<Params = unknown, Query = unknown, Body = unknown> {
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  /** The signed-in admin; throws 401 on a public route called without a valid token. */
  readonly actor: Actor;
  /** The signed-in admin or null (public routes). */
  readonly optionalActor: Actor | null;
  /** The session of the access token, null on public routes. */
  readonly sessionId: string | null;
  readonly ip: string;
  readonly userAgent: string | null;
  readonly db: Database;
  readonly config: ServerConfig;
  readonly services: AppServices;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

/** A success answer with its own message or status; a handler may also return bare `data`. */
export class Success<T> {
  constructor(
    readonly data: T,
    readonly message: string,
    readonly statusCode: number = 200,
  ) {}
}

export const success = <T>(data: T, message: string, statusCode = 200) =>
  new Success(data, message, statusCode);

const defaultMessages: Record<RouteDef['method'], string> = {
  GET: 'OK',
  POST: 'Created',
  PUT: 'Updated',
  PATCH: 'Updated',
  DELETE: 'Deleted',
};

/**
 * Whether `value` is already what `toJsonShape` makes of it: primitives, arrays and plain objects
 * (prototype `Object.prototype`, own enumerable keys) with no Date anywhere. The response schema
 * reads such a value exactly as it reads its copy (it builds its own output objects), so most
 * answers — records already mapped to strings and numbers — skip the copy of every object.
 */
function isJsonShaped(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  const prototype = Object.getPrototypeOf(value);
  if (prototype === Array.prototype) {
    const items = value as readonly unknown[];
    for (let index = 0; index < items.length; index++) {
      if (!isJsonShaped(items[index])) return false;
    }
    return true;
  }
  if (prototype !== Object.prototype) return false;
  for (const key in value) {
    // toJsonShape's copy turns an own `__proto__` key (JSON payloads may carry one) into the
    // copy's prototype: such a value keeps the copy.
    if (key === '__proto__' || !isJsonShaped((value as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/** Dates become ISO strings, as the contract's response schemas expect. */
function toJsonShape(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toJsonShape);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(value)) out[key] = toJsonShape(entry);
    return out;
  }
  return value;
}

function parseInput<S extends z.ZodType>(
  schema: S | undefined,
  value: unknown,
): z.output<S> | undefined {
  if (!schema) return undefined;
  const result = schema.safeParse(value, { error: contractErrorMap });
  if (!result.success) throw inputRefused(zodIssuesToDetails(result.error.issues));
  return result.data;
}

type RouteHandler<P, Q, B, R extends z.ZodType> = (
  ctx: RouteContext<Parsed<P>, Parsed<Q>, Parsed<B>>,
) => Promise<z.input<R> | Success<z.input<R>>>;

/**
 * Registers one contract route under the API prefix: enforces `route.access` (401 before 403,
 * both before any validation), refuses text the database cannot store (NUL, half a surrogate
 * pair) anywhere in the input, validates params, query and body with the route's schemas (400
 * `VALIDATION_ERROR` with per-field details), runs the handler and wraps its result in
 * `{ success: true, message, data }` after checking it against `route.response` (which also
 * strips fields the contract does not list).
 */
export function registerRoute<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(app: FastifyInstance, route: RouteDef<P, Q, B, R>, handler: RouteHandler<P, Q, B, R>): void {
  const services = app.services;
  // A query parameter the route does not know is refused like an unknown body field, not ignored.
  const querySchema = route.query instanceof z.ZodObject ? route.query.strict() : route.query;
  app.route({
    method: route.method,
    url: `${services.config.apiPrefix}${route.path}`,
    config: { routeId: route.id },
    onRequest: async (request) => {
      request.actor = null;
      request.sessionId = null;
      if (route.access === 'public') return;
      const { actor, sessionId } = await authenticate(services, request);
      request.actor = actor;
      request.sessionId = sessionId;
      assertAllowed(actor, route.access);
    },
    handler: async (request, reply) => {
      // Params and query are copied to plain objects: the query parser's have a prototype of their own.
      const unstorable = [
        { ...(request.params as object) },
        { ...(request.query as object) },
        request.body,
      ].flatMap((input) => unstorableTextIssues(input));
      if (unstorable.length > 0) throw validationError(unstorable);
      const params = parseInput(route.params, request.params);
      const query = parseInput(querySchema, request.query);
      const body = parseInput(route.body, request.body);
      const optionalActor = request.actor;
      const ctx: RouteContext<Parsed<P>, Parsed<Q>, Parsed<B>> = {
        params: params as Parsed<P>,
        query: query as Parsed<Q>,
        body: body as Parsed<B>,
        get actor(): Actor {
          if (!optionalActor) throw unauthorized();
          return optionalActor;
        },
        optionalActor,
        sessionId: request.sessionId,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        db: services.db,
        config: services.config,
        services,
        request,
        reply,
      };
      const result = await handler(ctx);
      if (route.stream) return reply;

      const { data, message, statusCode } =
        result instanceof Success
          ? result
          : { data: result, message: defaultMessages[route.method], statusCode: 200 };
      const checked = route.response.safeParse(isJsonShaped(data) ? data : toJsonShape(data));
      if (!checked.success) {
        request.log.error(
          { routeId: route.id, issues: checked.error.issues },
          'response does not match the contract',
        );
        throw new ApiError(500, 'INTERNAL_ERROR', messages.internal);
      }
      return reply.status(statusCode).send({ success: true, message, data: checked.data ?? null });
    },
  });
}
