// What a page downloads before its own screen: an entry's JavaScript, the chunks it imports
// statically, and (for the back office) the admin route's chunk with its static imports. Sizes are
// gzip level 9, as served (the build writes .gz files beside each asset).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export const WEB_DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');

function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) {
      return;
    }
    seen.add(key);
    manifest[key].imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

const gzipBytes = (distDir: string, file: string) =>
  gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;

export interface BundleFigure {
  name: string;
  jsKb: number;
  cssKb: number;
  chunks: number;
}

/** The gzipped JavaScript and CSS a page loads before any screen of its own. */
export function measureInitialLoad(name: string, keys: string[], distDir = WEB_DIST): BundleFigure {
  const manifest = readManifest(distDir);
  const chunks = [...staticClosure(manifest, keys)];
  const js = chunks.reduce((sum, key) => sum + gzipBytes(distDir, manifest[key]!.file), 0);
  const css = new Set(chunks.flatMap((key) => manifest[key]!.css ?? []));
  const cssBytes = [...css].reduce((sum, file) => sum + gzipBytes(distDir, file), 0);
  return { name, jsKb: js / 1024, cssKb: cssBytes / 1024, chunks: chunks.length };
}

/** The JavaScript and CSS files a page loads before any screen of its own (paths under `distDir`). */
export function initialLoadFiles(keys: string[], distDir = WEB_DIST): string[] {
  const manifest = readManifest(distDir);
  const chunks = [...staticClosure(manifest, keys)];
  return [...new Set(chunks.flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]))];
}

/** The four audiences: the back office shell (before a screen's chunk), the booking page, the site, the agent app. */
export function measureBundles(distDir = WEB_DIST): BundleFigure[] {
  return [
    measureInitialLoad('Back office (shell, sans écran)', ['app.html', 'src/app/routes/admin.tsx'], distDir),
    measureInitialLoad('Page de réservation', ['booking.html'], distDir),
    measureInitialLoad('Site public', ['index.html'], distDir),
    measureInitialLoad('Application agent (/agent)', ['agent.html'], distDir),
  ];
}

/**
 * Budgets: the admin shell and the booking page (docs/decisions/0002-web-build.md), the agent app
 * (a mid-range phone on a field's mobile network, docs/decisions/0021-agent-pwa.md).
 */
export const BUNDLE_BUDGETS_KB = { adminShell: 255, booking: 80, agent: 90 };

/** The budget of each figure of `measureBundles`, in its order (the site has none). */
export const BUNDLE_BUDGET_COLUMN = [
  BUNDLE_BUDGETS_KB.adminShell,
  BUNDLE_BUDGETS_KB.booking,
  undefined,
  BUNDLE_BUDGETS_KB.agent,
];
