import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { snakeCaseKey } from '#shared/lib/case-conversion.ts';

// The zod contracts are camelCase; the document must show the wire, which is snake_case.
const toWireSchema = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(toWireSchema);
  if (typeof value !== 'object' || value === null) return value;
  const result: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'properties' && typeof inner === 'object' && inner !== null) {
      result[key] = Object.fromEntries(
        Object.entries(inner).map(([name, schema]) => [snakeCaseKey(name), toWireSchema(schema)]),
      );
    } else if (key === 'required' && Array.isArray(inner)) {
      result[key] = inner.map((name) => (typeof name === 'string' ? snakeCaseKey(name) : name));
    } else {
      result[key] = toWireSchema(inner);
    }
  }
  return result;
};

export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { version: string; publicUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Verity API',
          version: options.version,
          description:
            'Background and identity checks for US employers. JSON bodies are snake_case; every response is wrapped in { success, data } or { success: false, message, errors }.',
        },
        servers: [{ url: options.publicUrl }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: (input) => {
        const transformed = jsonSchemaTransform(input);
        return { ...transformed, schema: toWireSchema(transformed.schema) as typeof transformed.schema };
      },
      transformObject: jsonSchemaTransformObject,
    });

    app.get(
      '/api/openapi.json',
      { config: { access: 'public', rawReply: true }, schema: { hide: true } },
      async (_request, reply) => reply.type('application/json').send(JSON.stringify(app.swagger())),
    );
  },
);
