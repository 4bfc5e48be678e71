import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SiteApp } from '../features/site/site-app.tsx';
import { findSitePage } from '../features/site/site-pages.tsx';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Renders one marketing page to HTML, with its head tags, for the prerender script. */
export function render(url: string, origin: string): { html: string; head: string } {
  const page = findSitePage(url);
  if (!page) {
    throw new Error(`Unknown site page: ${url}`);
  }
  const html = renderToString(
    <StaticRouter location={url}>
      <SiteApp />
    </StaticRouter>,
  );
  const canonical = `${origin}${page.path}`;
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<link rel="canonical" href="${canonical}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="fr_FR" />`,
    `<meta property="og:site_name" content="Tournéo" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${canonical}" />`,
  ].join('\n    ');
  return { html, head };
}

export { SITE_PAGES } from '../features/site/site-pages.tsx';
