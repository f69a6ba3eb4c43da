import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the route schemas (the core zod schemas), served at /api/docs. */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Mamata API', description: 'Maternal and baby health, Nepal', version: '1.0.0' },
        // plugins/auth.ts writes one of these into every secured operation: a provider's or a staff
        // member's session token (staff scopes name the roles an operation is limited to)
        components: {
          securitySchemes: {
            provider: { type: 'http', scheme: 'bearer', description: "A mother's or baby's session (POST /provider/login)" },
            staff: { type: 'http', scheme: 'bearer', description: 'A staff session (POST /staff/login); scopes name the roles allowed' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
