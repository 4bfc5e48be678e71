import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { SITE_PATHS } from '@tourneo/domain';
import { resolveSessionCompany } from './auth.ts';

const NOT_BUILT = "L'application web n'est pas construite : lancez `make build`.";

/**
 * Serves the built web app: prerendered marketing pages, the booking page for `/?token=...`,
 * and the single-page app for /login, /register, /admin and /agent. Other page paths go home.
 */
export async function registerWeb(app: FastifyInstance, distDir: string): Promise<void> {
  const pages = new Map<string, string>();
  const readPage = (file: string): string | undefined => {
    if (!pages.has(file)) {
      const full = path.join(distDir, file);
      if (!existsSync(full)) {
        return undefined;
      }
      pages.set(file, readFileSync(full, 'utf8'));
    }
    return pages.get(file);
  };
  const sendPage = (reply: FastifyReply, file: string) => {
    const html = readPage(file);
    if (html === undefined) {
      return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };

  if (existsSync(path.join(distDir, 'assets'))) {
    await app.register(fastifyStatic, {
      root: path.join(distDir, 'assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      wildcard: true,
    });
  }
  for (const file of ['favicon.svg', 'manifest.webmanifest', 'robots.txt']) {
    app.get(`/${file}`, (_request, reply) => {
      const full = path.join(distDir, file);
      return existsSync(full) ? reply.sendFile(file, distDir) : reply.status(404).send();
    });
  }

  app.get('/', (request, reply) => {
    const { token } = request.query as { token?: string };
    return sendPage(reply, token ? 'booking.html' : 'index.html');
  });
  for (const sitePath of SITE_PATHS.filter((page) => page !== '/')) {
    app.get(sitePath, (_request, reply) => sendPage(reply, `${sitePath.slice(1)}/index.html`));
  }
  for (const appPath of ['/login', '/register', '/agent', '/agent/*']) {
    app.get(appPath, (_request, reply) => sendPage(reply, 'app.html'));
  }
  app.get('/admin', async (request, reply) => {
    if (!(await resolveSessionCompany(request))) {
      return reply.redirect('/login');
    }
    return sendPage(reply, 'app.html');
  });
}

/** For a browser asking for an unknown page: back to the home page. */
export function isPageRequest(method: string, accept: string | undefined): boolean {
  return method === 'GET' && (accept ?? '').includes('text/html');
}
