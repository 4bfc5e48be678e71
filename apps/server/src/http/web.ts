import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { SITE_PATHS } from '@tourneo/domain';
import { hasBackOfficeSession } from './auth.ts';

/** The agent app's service worker, in public/agent/ (scope /agent). */
const AGENT_SERVICE_WORKER = 'sw.js';

const NOT_BUILT = "L'application web n'est pas construite : lancez `make build`.";

/**
 * Serves the built web app: prerendered marketing pages, the booking page for `/?token=...`,
 * the single-page app for /login, /register and /admin (/admin needs a session, /login and
 * /register lead to /admin with one), the agent app for /agent and /agent/*. Other page paths go home.
 */
export async function registerWeb(app: FastifyInstance, distDir: string): Promise<void> {
  // Page files and their build-time brotli/gzip copies (apps/web/scripts/prerender.ts), read once.
  const pages = new Map<string, Buffer | null>();
  const readFile = (file: string): Buffer | undefined => {
    if (!pages.has(file)) {
      const full = path.join(distDir, file);
      pages.set(file, existsSync(full) ? readFileSync(full) : null);
    }
    return pages.get(file) ?? undefined;
  };
  const sendPage = (request: FastifyRequest, reply: FastifyReply, file: string) => {
    const html = readFile(file);
    if (html === undefined) {
      return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    }
    void reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    const accepted = String(request.headers['accept-encoding'] ?? '');
    for (const [encoding, extension] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const variant = accepted.includes(encoding) ? readFile(file + extension) : undefined;
      if (variant) {
        return reply.header('content-encoding', encoding).send(variant);
      }
    }
    return reply.send(html);
  };

  if (existsSync(path.join(distDir, 'assets'))) {
    await app.register(fastifyStatic, {
      root: path.join(distDir, 'assets'),
      prefix: '/assets/',
      preCompressed: true,
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
    return sendPage(request, reply, token ? 'booking.html' : 'index.html');
  });
  for (const sitePath of SITE_PATHS.filter((page) => page !== '/')) {
    app.get(sitePath, (request, reply) => sendPage(request, reply, `${sitePath.slice(1)}/index.html`));
  }
  // The agent app (its own entry, docs/decisions/0021-agent-pwa.md): the files of public/agent/
  // (service worker, manifest, icons) by name, every other /agent path its one page.
  const agentFiles = new Set(
    existsSync(path.join(distDir, 'agent')) ? readdirSync(path.join(distDir, 'agent')) : [],
  );
  app.get('/agent', (request, reply) => sendPage(request, reply, 'agent.html'));
  app.get('/agent/*', (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    if (!agentFiles.has(name)) {
      return sendPage(request, reply, 'agent.html');
    }
    if (name === AGENT_SERVICE_WORKER) {
      // Checked for updates on every visit; allowed to control /agent itself, not only /agent/.
      void reply.header('cache-control', 'no-cache').header('service-worker-allowed', '/agent');
    } else {
      void reply.header('cache-control', 'public, max-age=86400');
    }
    return reply.sendFile(name, path.join(distDir, 'agent'), { cacheControl: false });
  });
  // Signed in already: the login and registration pages lead to the back office.
  for (const authPath of ['/login', '/register']) {
    app.get(authPath, async (request, reply) => {
      if (await hasBackOfficeSession(request)) {
        return reply.redirect('/admin');
      }
      return sendPage(request, reply, 'app.html');
    });
  }
  app.get('/admin', async (request, reply) => {
    if (!(await hasBackOfficeSession(request))) {
      return reply.redirect('/login');
    }
    return sendPage(request, reply, 'app.html');
  });
}

/** For a browser asking for an unknown page: back to the home page. */
export function isPageRequest(method: string, accept: string | undefined): boolean {
  return method === 'GET' && (accept ?? '').includes('text/html');
}
