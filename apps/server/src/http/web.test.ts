import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWeb } from './web.ts';

// A built web app in miniature: the pages the server picks between, and the agent app's files.
let app: FastifyInstance;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'tourneo-web-'));
  mkdirSync(path.join(distDir, 'assets'));
  mkdirSync(path.join(distDir, 'agent'));
  writeFileSync(path.join(distDir, 'index.html'), '<title>site</title>');
  writeFileSync(path.join(distDir, 'app.html'), '<title>back office</title>');
  writeFileSync(path.join(distDir, 'agent.html'), '<title>agent</title>');
  writeFileSync(path.join(distDir, 'agent', 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(distDir, 'agent', 'manifest.webmanifest'), '{"name":"Tournéo Agent"}');
  app = Fastify();
  await app.register(fastifyCookie);
  await registerWeb(app, distDir);
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('the agent app at /agent', () => {
  it.each(['/agent', '/agent/', '/agent/sessions/12', '/agent?jour=2026-11-23'])(
    '%s answers the agent app page, not the back office',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe('<title>agent</title>');
    },
  );

  it('serves its service worker, never cached for long and allowed to control /agent', async () => {
    const response = await get('/agent/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['service-worker-allowed']).toBe('/agent');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('addEventListener');
  });

  it('serves its manifest', async () => {
    const response = await get('/agent/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Tournéo Agent' });
  });

  it('does not serve files outside its folder', async () => {
    const response = await get('/agent/..%2Fapp.html');
    expect(response.body).toBe('<title>agent</title>');
  });
});
