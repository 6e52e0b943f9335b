import type { z } from 'zod';
import type { RouteAccess } from './permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint of the admin API. The server registers and validates from it, the app types its
 * calls with it, the OpenAPI document is generated from it and the RBAC matrix test walks it.
 * `path` is relative to the API prefix and uses `:param` placeholders.
 */
export interface RouteDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: RouteAccess;
  readonly summary: string;
  readonly tag: string;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /** Schema of `data` in the success envelope. */
  readonly response: R;
  /** Non-JSON answers (CSV/NDJSON streams, backup files). */
  readonly stream?: boolean;
  /**
   * The media type of a streamed answer when `response` describes it as is (a whole document, or
   * each line of NDJSON) rather than the `data` of a success envelope.
   */
  readonly streamContentType?: string;
  /**
   * A request body read as a stream instead of a JSON `body` validated up front (an uploaded
   * file): its media types and the schema of the document it carries.
   */
  readonly upload?: {
    readonly contentTypes: readonly string[];
    readonly schema: z.ZodType;
    readonly description: string;
  };
  /** Error statuses the route answers beyond the generic ones, with what each means. */
  readonly errors?: Readonly<Record<number, string>>;
}

export const defineRoute = <
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(
  route: RouteDef<P, Q, B, R>,
) => route;

/** Fills `:param` placeholders: `buildPath('/goals/:id', { id: 3 })` → `/goals/3`. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
