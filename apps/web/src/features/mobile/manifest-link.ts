import type { AgentManifest } from '@tourneo/domain/branding/agent-manifest';

const MANIFEST_PATH = '/mobile/manifest.webmanifest';

/**
 * The agent app's manifest names the agent's company with the white label (issue 28): the server
 * reads it from the agent's cookie. A browser reads the manifest once per page, before any
 * sign-in: pointing the link at the company's own address makes it read the manifest again, and
 * the page's title and colour follow it (no Tournéo in the tab or the phone's task list).
 */
export function pointManifestAt(companyId: number | undefined): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    return;
  }
  const href = companyId === undefined ? MANIFEST_PATH : `${MANIFEST_PATH}?company=${companyId}`;
  if (link.getAttribute('href') === href) {
    return;
  }
  link.setAttribute('href', href);
  if (companyId === undefined) {
    return;
  }
  fetch(href, { credentials: 'include' })
    .then((response) => (response.ok ? (response.json() as Promise<AgentManifest>) : null))
    .then((manifest) => {
      if (manifest) {
        document.title = manifest.name;
        document.querySelector('meta[name="theme-color"]')?.setAttribute('content', manifest.theme_color);
      }
    })
    // Offline: the title stays as it was; the next visit with the network brings it.
    .catch(() => undefined);
}
