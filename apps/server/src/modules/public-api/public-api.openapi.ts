/**
 * The public API's OpenAPI 3.1 document, made from the routes `/api/v1` registers: their zod
 * schemas (packages/domain) become JSON Schema 2020-12 through zod's own `z.toJSONSchema`, which
 * is OpenAPI 3.1's dialect; their summary, tags and scope say the rest (decision 0034).
 */
import { API_KEY_LIMIT_HEADERS, publicApiErrorSchema } from '@tourneo/domain';
import { z } from 'zod';
import type { RegisteredRoute } from '../../app.ts';

export const PUBLIC_API_PREFIX = '/api/v1';

type JsonSchema = Record<string, unknown>;

export interface OpenApiOperation {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: readonly string[];
  'x-scope': 'read' | 'write';
  security: Record<string, string[]>[];
  parameters?: { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema }[];
  requestBody?: { required: true; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<
    string,
    { description: string; content?: { 'application/json': { schema: JsonSchema } } }
  >;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, JsonSchema> };
}

function jsonSchemaOf(schema: unknown, io: 'input' | 'output'): JsonSchema {
  const converted = z.toJSONSchema(schema as z.ZodType, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  delete converted.$schema;
  return converted;
}

/** A path's or a query's fields as OpenAPI parameters. */
function parametersOf(schema: unknown, location: 'path' | 'query') {
  if (!schema) {
    return [];
  }
  const object = jsonSchemaOf(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const ERROR_RESPONSES = {
  '400': errorResponse('Requête invalide (message en français, ou en anglais selon Accept-Language).'),
  '401': errorResponse('Clé d’API absente, inconnue ou révoquée.'),
  '403': errorResponse('Forfait sans accès à l’API, ou clé en lecture seule pour une modification.'),
  '404': errorResponse('Ressource introuvable (ou d’une autre entreprise).'),
  '429': errorResponse(`Trop d’appels pour cette clé (en-têtes ${API_KEY_LIMIT_HEADERS.join(', ')}).`),
};

const operationIdOf = (method: string, path: string) =>
  [
    method.toLowerCase(),
    ...path
      .slice(PUBLIC_API_PREFIX.length)
      .split(/[/:{}-]+/)
      .filter(Boolean),
  ]
    .map((word, index) => (index === 0 ? word : word[0]!.toUpperCase() + word.slice(1)))
    .join('');

/** The document of every registered `/api/v1` route (the document's own route aside). */
export function buildPublicApiDocument(
  routes: readonly RegisteredRoute[],
  serverUrl: string,
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    if (!route.url.startsWith(`${PUBLIC_API_PREFIX}/`) || !route.apiScope || route.method === 'HEAD') {
      continue;
    }
    const schema = route.schema ?? {};
    const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
    const responses: OpenApiOperation['responses'] = {};
    for (const [status, response] of Object.entries((schema.response ?? {}) as Record<string, unknown>)) {
      responses[status] = {
        description: status === '201' ? 'Créé.' : 'Réussi.',
        content: { 'application/json': { schema: jsonSchemaOf(response, 'output') } },
      };
    }
    const parameters = [...parametersOf(schema.params, 'path'), ...parametersOf(schema.querystring, 'query')];
    const operation: OpenApiOperation = {
      operationId: operationIdOf(route.method, route.url),
      ...(schema.summary ? { summary: schema.summary } : {}),
      ...(schema.description ? { description: schema.description } : {}),
      ...(schema.tags ? { tags: schema.tags } : {}),
      'x-scope': route.apiScope,
      security: [{ apiKey: [] }],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(schema.body
        ? {
            requestBody: {
              required: true as const,
              content: { 'application/json': { schema: jsonSchemaOf(schema.body, 'input') } },
            },
          }
        : {}),
      responses: {
        ...responses,
        ...(schema.body || parameters.length > 0 ? { '400': ERROR_RESPONSES['400'] } : {}),
        '401': ERROR_RESPONSES['401'],
        '403': ERROR_RESPONSES['403'],
        ...(schema.params ? { '404': ERROR_RESPONSES['404'] } : {}),
        '429': ERROR_RESPONSES['429'],
      },
    };
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'API publique Tournéo',
      version: '1',
      description:
        'Les données de votre entreprise (agents, qualifications, opérations, clients, missions et sessions, propositions et réservations) pour vos autres logiciels. Authentification : `Authorization: Bearer <clé>` (clés créées dans Paramètres › Clés d’API, forfait Business ou supérieur). Les listes se lisent par pages : `limit` (1 à 100) et `cursor` (le `next_cursor` de la page précédente). Les erreurs sont en français, ou en anglais avec `Accept-Language: en`.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', description: 'Une clé d’API de l’entreprise (trn_...).' },
      },
      schemas: { Error: jsonSchemaOf(publicApiErrorSchema, 'output') },
    },
  };
}
