/**
 * The agent app's manifest names the agent's company with the white label (issue 28): the server
 * reads it from the agent's cookie. A browser reads the manifest once per page, before any
 * sign-in: pointing the link at the company's own address makes it read the manifest again.
 */
export function pointManifestAt(companyId: number | undefined): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    return;
  }
  const href =
    companyId === undefined
      ? '/mobile/manifest.webmanifest'
      : `/mobile/manifest.webmanifest?company=${companyId}`;
  if (link.getAttribute('href') !== href) {
    link.setAttribute('href', href);
  }
}
