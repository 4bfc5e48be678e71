// Renders every marketing page into dist/<page>/index.html from the SSR build (dist-ssr).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const webRoot = path.resolve(import.meta.dirname, '..');
const distDir = path.join(webRoot, 'dist');
const ssrDir = path.join(webRoot, 'dist-ssr');
const origin = (process.env.PUBLIC_ORIGIN ?? 'http://localhost:3000').replace(/\/$/, '');

interface ServerEntry {
  render: (url: string, origin: string) => { html: string; head: string };
  SITE_PAGES: readonly { path: string }[];
}

const entry = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
for (const page of entry.SITE_PAGES) {
  const { html, head } = entry.render(page.path, origin);
  const document = template.replace('<!--head-->', head).replace('<!--app-->', html);
  const target =
    page.path === '/'
      ? path.join(distDir, 'index.html')
      : path.join(distDir, page.path.slice(1), 'index.html');
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, document);
}
rmSync(ssrDir, { recursive: true, force: true });
console.log(`Prerendered ${entry.SITE_PAGES.length} pages`);
