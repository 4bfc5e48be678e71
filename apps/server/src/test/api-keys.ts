import type { FastifyInstance } from 'fastify';
import type { ApiKeyScope } from '@tourneo/domain';

/** Creates an API key through the back office (the company's plan must have `api_access`); its key. */
export async function createTestApiKey(
  app: FastifyInstance,
  cookie: string,
  scope: ApiKeyScope = 'write',
  name = `Clé ${scope}`,
): Promise<{ id: number; key: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api-keys/create',
    payload: { name, scope },
    headers: { cookie },
  });
  if (response.statusCode !== 201) {
    throw new Error(`API key not created (status ${response.statusCode}: ${response.body})`);
  }
  const body = response.json<{ api_key: { id: number }; key: string }>();
  return { id: body.api_key.id, key: body.key };
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
