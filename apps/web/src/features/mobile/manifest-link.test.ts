// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agentAppManifest } from '@tourneo/domain/branding/agent-manifest';
import { pointManifestAt } from './manifest-link.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('the agent app’s manifest link (issue 28)', () => {
  it('is read again once the agent is signed in, and the title and colour take the company’s brand', async () => {
    document.head.innerHTML =
      '<link rel="manifest" href="/mobile/manifest.webmanifest"><meta name="theme-color" content="#0b5cad">';
    document.title = 'Tournéo Agent';
    const manifest = agentAppManifest({ name: 'Dépannage Express', colour: '#aa3300', icon: null });
    const fetched = vi.fn(async () => new Response(JSON.stringify(manifest), { status: 200 }));
    vi.stubGlobal('fetch', fetched);

    pointManifestAt(42);
    expect(document.querySelector('link[rel="manifest"]')!.getAttribute('href')).toBe(
      '/mobile/manifest.webmanifest?company=42',
    );
    await vi.waitFor(() => expect(document.title).toBe('Dépannage Express'));
    expect(document.querySelector('meta[name="theme-color"]')!.getAttribute('content')).toBe('#aa3300');
    expect(fetched).toHaveBeenCalledWith('/mobile/manifest.webmanifest?company=42', {
      credentials: 'include',
    });

    // The same company again: nothing read twice.
    pointManifestAt(42);
    expect(fetched).toHaveBeenCalledTimes(1);
  });
});
