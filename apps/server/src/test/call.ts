import type { FastifyInstance } from 'fastify';
import type { TestCompany } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A JSON request as the company's back office sends it: with the company's session cookie (a
 * company, or a cookie header's value), or with none when `as` is undefined or null. A body-less
 * method sends no body; the others send `payload`, `{}` when none is given.
 */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  as?: TestCompany | string | null,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const cookie = typeof as === 'string' ? as : as?.cookie;
  return app.inject({
    method,
    url,
    payload: method === 'GET' ? undefined : (payload ?? {}),
    headers: cookie ? { ...headers, cookie } : headers,
  });
}
