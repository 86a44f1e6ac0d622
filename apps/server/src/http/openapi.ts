// The OpenAPI document served at /api/docs, generated from the routes' zod schemas: each operation
// gets its call name as operationId, the sign-in it needs from its access config, and the refusal
// answer every call may give.
import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The answer of any refused call (see errors.ts): the message key and its text. */
const refusal = {
  description:
    'Refused: bad input (400), not signed in (401), no permission (403), not found (404), conflict (409), too many requests (429)',
  type: 'object',
  properties: {
    status: { const: false },
    key: { type: 'string', description: 'message key, translatable on the client' },
    msg: { type: 'string', description: 'the message in the language of the request' },
  },
  required: ['status', 'key', 'msg'],
};

const signedIn: { [scheme: string]: string[] }[] = [{ session: [] }, { bearer: [] }];

/** `/api/admin/creditTransfer` → `adminCreditTransfer`; `/user/printer/{lang}/{id}` → `userPrinter`. */
export function operationIdOf(url: string): string {
  const words = url
    .split('/')
    .filter((part) => part && part !== 'api' && !part.startsWith(':') && !part.startsWith('{'));
  return words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
}

const documentRoute: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  if (!schema || schema.hide) return { schema, url };
  const access = input.route.config?.access;
  const response = (schema.response ?? {}) as Record<string, unknown>;
  return {
    url,
    schema: {
      ...schema,
      operationId: operationIdOf(url),
      security: access ? signedIn : [],
      response: { ...response, '4XX': refusal },
    },
  };
};

export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Betting platform API',
      version: '1.0.0',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'this server' }],
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sid' },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
  },
  transform: documentRoute,
};
