import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The head lines that the site, the booking page and the back office share (charset, viewport,
 * icon), written once: each page holds `<!--shared-head-->` where they go. Replaced before Vite
 * reads the page, so the built pages are as if the lines were written in each.
 */
const SHARED_HEAD = [
  '<meta charset="UTF-8" />',
  '<meta name="viewport" content="width=device-width, initial-scale=1" />',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
];

function sharedHead(): Plugin {
  return {
    name: 'tourneo-shared-head',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(/^( *)<!--shared-head-->$/m, (_line, indent: string) =>
          SHARED_HEAD.map((tag) => indent + tag).join('\n'),
        ),
    },
  };
}

// Four entry points, so that each audience loads only its own code (docs/decisions/0002-web-build.md):
// index.html the prerendered marketing site, booking.html the booking page, app.html the back office,
// agent.html the agents' phone app (its service worker and manifest are in public/agent/).
export default defineConfig({
  plugins: [sharedHead(), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by the bundle budget test and benchmark (which chunks a page loads before its screen).
    manifest: true,
    rollupOptions: {
      input: {
        site: resolve(import.meta.dirname, 'index.html'),
        booking: resolve(import.meta.dirname, 'booking.html'),
        app: resolve(import.meta.dirname, 'app.html'),
        agent: resolve(import.meta.dirname, 'agent.html'),
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      [
        '/admin/',
        '/api',
        '/agents',
        '/roles',
        '/operations',
        '/forms',
        '/partenaires',
        '/client',
        '/subscriptions',
        '/geo',
        '/rdv',
        '/archive',
        '/recent-missions',
        '/pdf',
        '/billing',
        '/payments',
        '/statistics',
        '/mobile',
      ].map((prefix) => [prefix, { target: 'http://localhost:3000', changeOrigin: false }]),
    ),
  },
});
