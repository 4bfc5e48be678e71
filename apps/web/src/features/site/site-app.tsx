import { useEffect, useRef } from 'react';
import { Link, NavLink, Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { DemoLink } from './components/demo-link.tsx';
import { SITE_PAGES, findSitePage } from './site-pages.tsx';

const NAV_LINKS = [
  { to: paths.site.features, label: 'Fonctionnalités' },
  { to: paths.site.solutions, label: 'Solutions' },
  { to: paths.site.pricing, label: 'Tarifs' },
  { to: paths.site.caseStudies, label: 'Études de cas' },
  { to: paths.site.faq, label: 'FAQ' },
] as const;

function SiteLayout() {
  const location = useLocation();
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      // The prerendered page already has its title and scroll position.
      isFirstRender.current = false;
      return;
    }
    const page = findSitePage(location.pathname);
    if (page) {
      document.title = page.title;
    }
    // A new page starts at its top, as a full page load would.
    window.scrollTo(0, 0);
  }, [location.pathname]);
  return (
    <>
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <header className="site-header">
        <div className="container header-inner">
          <Link to={paths.site.home} className="site-brand" aria-label="Tournéo, accueil">
            Tournéo
          </Link>
          <nav aria-label="Navigation principale" className="site-nav">
            {NAV_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to}>
                {link.label}
              </NavLink>
            ))}
          </nav>
          <div className="site-actions">
            <DemoLink />
            <a href={paths.auth.login} className="button button-ghost">
              Se connecter
            </a>
          </div>
        </div>
      </header>
      <main id="contenu" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <div className="container footer-inner">
          <p>© Tournéo — planification des interventions terrain</p>
          <nav aria-label="Liens de pied de page">
            <Link to={paths.site.home}>Accueil</Link>
            {NAV_LINKS.map((link) => (
              <Link key={link.to} to={link.to}>
                {link.label}
              </Link>
            ))}
            <Link to={paths.site.contact}>Contact</Link>
            <Link to={paths.site.privacy}>Confidentialité</Link>
          </nav>
        </div>
      </footer>
    </>
  );
}

/** The marketing site; unknown paths go home, replacing the history entry. */
export function SiteApp() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {SITE_PAGES.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        <Route path="*" element={<Navigate to={paths.site.home} replace />} />
      </Route>
    </Routes>
  );
}
