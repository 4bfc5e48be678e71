// Renders every marketing page into dist/<page>/index.html from the SSR build (dist-ssr).
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const webRoot = path.resolve(import.meta.dirname, '..');
const distDir = path.join(webRoot, 'dist');
const ssrDir = path.join(webRoot, 'dist-ssr');
const origin = (process.env.PUBLIC_ORIGIN ?? 'http://localhost:3000').replace(/\/$/, '');

interface ServerEntry {
  render: (url: string, origin: string) => { html: string; head: string };
  SITE_PAGES: readonly { path: string }[];
}

const entry = (await import(pathToFileURL(path.join(ssrDir, 'site-prerender.js')).href)) as ServerEntry;
// The site's stylesheet is small: inlined, it saves a render-blocking request on every first visit.
const template = readFileSync(path.join(distDir, 'index.html'), 'utf8').replace(
  /<link rel="stylesheet" crossorigin href="(\/assets\/site-[^"]+\.css)">/,
  (_tag, href: string) => `<style>${readFileSync(path.join(distDir, href), 'utf8')}</style>`,
);
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

// Brotli and gzip copies of every text file, served as they are by the server (no compression per request).
const COMPRESSIBLE = /\.(html|js|css|svg|json|webmanifest|txt)$/;
let compressed = 0;
for (const file of readdirSync(distDir, { recursive: true, encoding: 'utf8' })) {
  if (!COMPRESSIBLE.test(file)) {
    continue;
  }
  const full = path.join(distDir, file);
  const content = readFileSync(full);
  if (content.length < 1024) {
    continue;
  }
  writeFileSync(
    `${full}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
  compressed += 1;
}
console.log(`Compressed ${compressed} files (br, gz)`);
