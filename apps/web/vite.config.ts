import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Four entry points, so that each audience loads only its own code (docs/decisions/0002-web-build.md):
// index.html the prerendered marketing site, booking.html the booking page, app.html the back office,
// agent.html the agents' phone app (its service worker and manifest are in public/agent/).
export default defineConfig({
  plugins: [react()],
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
