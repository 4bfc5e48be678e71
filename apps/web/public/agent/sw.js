// The agent app's service worker (scope /agent, docs/decisions/0021-agent-pwa.md): keeps the app
// shell (the page and the files it loads) so that the app opens without network. The agent's data
// is not cached here: the app keeps its last schedule and its queue of changes in IndexedDB.
//
// - The page (/agent and /agent/*, one HTML for all): network first, the cached copy offline.
//   Each page fetched online refreshes the cached shell and the files it names.
// - /assets/*: their names carry a content hash, so a cached copy is always right: cache first.
// - The manifest and icons: cache first, refreshed with the shell.
// - Everything else (the /mobile API) goes to the network untouched.

const CACHE = 'tourneo-agent-shell-v1';
const SHELL = '/agent';
const STATIC_FILES = ['/agent/manifest.webmanifest', '/agent/icon-192.png', '/agent/icon-512.png'];

/** The /assets/ files a page loads: its scripts, preloaded modules and stylesheets. */
function assetsOf(html) {
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
}

/** Stores the page and every file it names; drops the cached assets of older builds. */
async function cacheShell(response) {
  const cache = await caches.open(CACHE);
  const html = await response.clone().text();
  const assets = assetsOf(html);
  await Promise.all(
    [...assets, ...STATIC_FILES].map(async (url) => {
      if (!(await cache.match(url))) {
        await cache.add(url);
      }
    }),
  );
  await cache.put(SHELL, response);
  const current = new Set(assets);
  for (const request of await cache.keys()) {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/assets/') && !current.has(pathname)) {
      await cache.delete(request);
    }
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    fetch(SHELL, { cache: 'no-cache' })
      .then((response) => {
        if (!response.ok) {
          throw new Error(`${SHELL} answered ${response.status}`);
        }
        return cacheShell(response);
      })
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

async function fromNetworkOrShell(request) {
  try {
    const response = await fetch(request);
    if (response.ok && (response.headers.get('content-type') || '').startsWith('text/html')) {
      // The shell is refreshed after the answer is given: the page does not wait for it.
      cacheShell(response.clone()).catch(() => undefined);
    }
    return response;
  } catch (error) {
    const cached = await caches.match(SHELL);
    if (cached) {
      return cached;
    }
    throw error;
  }
}

async function fromCacheOrNetwork(request) {
  const cached = await caches.match(request);
  if (cached) {
    return cached;
  }
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    caches
      .open(CACHE)
      .then((cache) => cache.put(request, copy))
      .catch(() => undefined);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) {
    return;
  }
  if (request.mode === 'navigate' && (url.pathname === SHELL || url.pathname.startsWith(`${SHELL}/`))) {
    event.respondWith(fromNetworkOrShell(request));
  } else if (url.pathname.startsWith('/assets/') || STATIC_FILES.includes(url.pathname)) {
    event.respondWith(fromCacheOrNetwork(request));
  }
});
