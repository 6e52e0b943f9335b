import { errorEnvelopeSchema, type RouteDef, successEnvelope } from '@console/contract';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

function parameters(schema: z.ZodType | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const described = jsonSchema(schema, 'input');
  const properties = (described.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((described.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
});

/** A raw body read as a stream (an uploaded file): the same document schema under each media type. */
function uploadBody(upload: NonNullable<RouteDef['upload']>) {
  const schema = jsonSchema(upload.schema, 'input');
  return {
    required: true,
    description: upload.description,
    content: Object.fromEntries(upload.contentTypes.map((type) => [type, { schema }])),
  };
}

function operation(route: RouteDef) {
  const isPublic = route.access === 'public';
  const accessNote =
    route.access === 'public'
      ? 'Public.'
      : route.access === 'authenticated'
        ? 'Any signed-in admin.'
        : route.access === 'superUser'
          ? 'Super users only.'
          : `Requires: ${route.access.join(', ')} (super users always pass).`;
  return {
    operationId: route.id,
    summary: route.summary,
    description: accessNote,
    tags: [route.tag],
    ...(isPublic ? { security: [] } : {}),
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
          },
        }
      : {}),
    ...(route.upload ? { requestBody: uploadBody(route.upload) } : {}),
    responses: {
      '200': route.streamContentType
        ? {
            description: 'Success (streamed)',
            content: {
              [route.streamContentType]: { schema: jsonSchema(route.response, 'output') },
            },
          }
        : {
            description: 'Success',
            content: {
              'application/json': {
                schema: jsonSchema(successEnvelope(route.response), 'output'),
              },
            },
          },
      '400': errorResponse('Validation error (per-field details)'),
      ...(isPublic ? {} : { '401': errorResponse('Missing, invalid or expired access token') }),
      ...(isPublic || route.access === 'authenticated'
        ? {}
        : { '403': errorResponse('Lacking permission') }),
      ...(route.params ? { '404': errorResponse('Not found') } : {}),
      ...(route.body && route.method !== 'POST' ? { '409': errorResponse('Stale version') } : {}),
      ...(route.id === 'auth.login' ? { '429': errorResponse('Too many attempts') } : {}),
      ...Object.fromEntries(
        Object.entries(route.errors ?? {}).map(([status, text]) => [status, errorResponse(text)]),
      ),
    },
  };
}

/** The OpenAPI 3.1 document of every contract route, under the given prefix. */
export function buildOpenApiDocument(routes: readonly RouteDef[], apiPrefix: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = `${apiPrefix}${route.path}`.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Console admin API',
      version: '1.0.0',
      description:
        'Every answer is `{ success, message, data }`; every error is `{ success: false, message, code, details? }`.',
    },
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ErrorEnvelope: jsonSchema(errorEnvelopeSchema, 'output') },
    },
    security: [{ bearerAuth: [] }],
    paths,
  };
}
