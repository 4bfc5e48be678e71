import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SITE_PATHS } from '@tourneo/domain';
import { hasBackOfficeSession } from './auth.ts';
import { IMMUTABLE, readStaticFiles, readStaticFolder, sendStaticFile } from './static-files.ts';

/** The agent app's service worker, in public/agent/ (scope /agent). */
const AGENT_SERVICE_WORKER = 'sw.js';

/** favicon, manifest, robots.txt: same names across builds. */
const ROOT_FILE_CACHE = 'public, max-age=3600';

const NOT_BUILT = "L'application web n'est pas construite : lancez `make build`.";

/**
 * Serves the built web app: prerendered marketing pages, the booking page for `/?token=...` (and
 * its satisfaction question, `/?avis=...`),
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

  // The built files, read once and answered from memory (no file system call per request).
  const assets = readStaticFolder(path.join(distDir, 'assets'));
  app.get('/assets/*', (request, reply) => {
    const file = assets.get((request.params as { '*': string })['*']);
    return file ? sendStaticFile(request, reply, file, IMMUTABLE) : reply.callNotFound();
  });
  const rootFiles = readStaticFiles(distDir, ['favicon.svg', 'manifest.webmanifest', 'robots.txt']);
  for (const [name, file] of rootFiles) {
    // Names without a hash: browsers may keep them an hour.
    app.get(`/${name}`, (request, reply) => sendStaticFile(request, reply, file, ROOT_FILE_CACHE));
  }

  app.get('/', (request, reply) => {
    const { token, avis } = request.query as { token?: string; avis?: string };
    return sendPage(request, reply, token || avis ? 'booking.html' : 'index.html');
  });
  for (const sitePath of SITE_PATHS.filter((page) => page !== '/')) {
    app.get(sitePath, (request, reply) => sendPage(request, reply, `${sitePath.slice(1)}/index.html`));
  }
  // The agent app (its own entry, docs/decisions/0021-agent-pwa.md): the files of public/agent/
  // (service worker, manifest, icons) by name, every other /agent path its one page.
  const agentFiles = readStaticFolder(path.join(distDir, 'agent'));
  app.get('/agent', (request, reply) => sendPage(request, reply, 'agent.html'));
  app.get('/agent/*', (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    const file = agentFiles.get(name);
    if (!file) {
      return sendPage(request, reply, 'agent.html');
    }
    if (name === AGENT_SERVICE_WORKER) {
      // Checked for updates on every visit; allowed to control /agent itself, not only /agent/.
      void reply.header('service-worker-allowed', '/agent');
      return sendStaticFile(request, reply, file, 'no-cache');
    }
    return sendStaticFile(request, reply, file, 'public, max-age=86400');
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
  // A person's invitation and password reset (issue 26): the app's pages, signed in or not.
  for (const linkPath of ['/invitation', '/reinitialisation']) {
    app.get(linkPath, (request, reply) => sendPage(request, reply, 'app.html'));
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
