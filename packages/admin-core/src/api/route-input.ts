import { buildPath, type FieldIssue, type RouteDef } from '@console/contract/constants';
import type { z } from 'zod';
import { ApiError } from './errors';

/**
 * `defineRoute` infers a bare `z.ZodType` (input `unknown`) for a part the route does not declare;
 * such a part may not be passed. A part whose every field is optional may be left out.
 */
type InputPart<K extends string, S> = S extends z.ZodType
  ? unknown extends z.input<S>
    ? { readonly [P in K]?: undefined }
    : Record<string, never> extends z.input<S>
      ? { readonly [P in K]?: z.input<S> }
      : { readonly [P in K]: z.input<S> }
  : { readonly [P in K]?: undefined };

export type CallInput<R extends RouteDef> = InputPart<'params', NonNullable<R['params']>> &
  InputPart<'query', NonNullable<R['query']>> &
  InputPart<'body', NonNullable<R['body']>> & {
    /** Cancels the request (React Query passes its own). */
    readonly signal?: AbortSignal | undefined;
  };

/** The `data` of the route's success envelope. */
export type CallResult<R extends RouteDef> = z.output<R['response']>;

/** Lets a call omit its input entirely when the route needs none. */
export type CallArgs<R extends RouteDef> =
  Record<string, never> extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/** What the client accepts at run time; `CallInput` is the typed view of it. */
export interface RawCallInput {
  readonly params?: unknown;
  readonly query?: unknown;
  readonly body?: unknown;
  readonly signal?: AbortSignal | undefined;
}

export interface PreparedRoute {
  path: string;
  query: Record<string, unknown> | undefined;
  body: unknown;
}

function toFieldIssues(issues: readonly z.core.$ZodIssue[], prefix: string): FieldIssue[] {
  return issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }));
}

function validatePart(
  schema: z.ZodType | undefined,
  value: unknown,
  part: 'params' | 'query' | 'body',
): { value: unknown; issues: FieldIssue[] } {
  if (!schema) return { value, issues: [] };
  const result = schema.safeParse(value ?? (part === 'body' ? undefined : {}));
  if (!result.success) {
    return { value, issues: toFieldIssues(result.error.issues, part === 'body' ? '' : part) };
  }
  // A JSON body keeps its types, and the server parses it with the same schema: it must get the
  // schema's input, not its output (`z.stringbool()` turns "false" into false, which the input
  // refuses). Path and query are text on the wire, so their parsed values (defaults filled in)
  // are sent as text and read back the same.
  return { value: part === 'body' ? value : result.data, issues: [] };
}

/**
 * Validates the input against the route's schemas before anything is sent: bad input gets an
 * `ApiError` of kind `validation` with per-field details and no request is made.
 */
export function prepareRouteRequest(route: RouteDef, input: RawCallInput): PreparedRoute {
  const params = validatePart(route.params, input.params, 'params');
  const query = validatePart(route.query, input.query, 'query');
  const body = validatePart(route.body, input.body, 'body');
  const issues = [...params.issues, ...query.issues, ...body.issues];
  if (issues.length > 0) {
    throw new ApiError({ kind: 'validation', details: issues, method: route.method });
  }
  let path: string;
  try {
    path = buildPath(route.path, (params.value ?? {}) as Record<string, string | number>);
  } catch (error) {
    throw new ApiError({
      kind: 'validation',
      message: error instanceof Error ? error.message : String(error),
      method: route.method,
    });
  }
  return {
    path,
    query: query.value as Record<string, unknown> | undefined,
    body: body.value,
  };
}
