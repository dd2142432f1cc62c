/**
 * The OpenAPI document at /api/docs/json, read from the routes themselves: each route's
 * zod schemas, its operationId and summary (required: plugins/auth.ts refuses a route
 * without them), and its security from the permission matrix (`public` needs no token).
 */
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type Operation = { responses?: Record<string, { content?: unknown; description?: string }> };
type Paths = Record<string, Record<string, Operation>>;

/** The stream route answers Server-Sent Events, not JSON. */
const SSE_PATH = '/api/events/{id}/seat-map/stream';

/** 204 carries no body; the SSE stream's 200 is `text/event-stream`. */
function finishDocument(doc: { paths?: Paths }) {
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(operations)) {
      const noContent = op.responses?.['204'];
      if (noContent)
        op.responses!['204'] = { description: noContent.description ?? 'Sin contenido' };
    }
  }
  const stream = doc.paths?.[SSE_PATH]?.get;
  if (stream) {
    stream.responses = {
      ...stream.responses,
      '200': {
        description:
          'Un mensaje `data: {"seatId","status","n","v"}` por cada cambio de estado (`n`: número de orden del asiento en la disposición de versión `v`)',
        content: { 'text/event-stream': { schema: { type: 'string' } } },
      },
    };
  }
  return doc;
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tickera API',
        version: '0.1.0',
        description: 'Venta de asientos numerados (es-VE)',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const permission = input.route.config?.permission;
      if (!permission) return out;
      const security = permission === 'public' ? [] : [{ bearerAuth: [] }];
      return { ...out, schema: { ...out.schema, security } };
    },
    transformObject: (input) =>
      finishDocument(
        ('openapiObject' in input ? input.openapiObject : input.swaggerObject) as {
          paths?: Paths;
        },
      ) as never,
  });
  // Its own policy (hashes of its inline scripts) on its own pages.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
