import { useEffect } from 'react';
import { Link, Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import { paths } from '../config/paths.ts';
import { SITE_PAGES, findSitePage } from './site-pages.tsx';

function SiteLayout() {
  const location = useLocation();
  useEffect(() => {
    const page = findSitePage(location.pathname);
    if (page) {
      document.title = page.title;
    }
  }, [location.pathname]);
  return (
    <>
      <header className="site-header">
        <Link to={paths.site.home} className="site-brand">
          Tournéo
        </Link>
        <nav aria-label="Navigation principale" className="site-nav">
          <Link to={paths.site.features}>Fonctionnalités</Link>
          <Link to={paths.site.solutions}>Solutions</Link>
          <Link to={paths.site.pricing}>Tarifs</Link>
          <Link to={paths.site.caseStudies}>Études de cas</Link>
          <Link to={paths.site.faq}>FAQ</Link>
        </nav>
        <div className="site-actions">
          <Link to={paths.site.contact} className="button button-primary">
            Demander une démo
          </Link>
          <a href={paths.auth.login} className="button button-ghost">
            Se connecter
          </a>
        </div>
      </header>
      <main id="contenu">
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>© {new Date().getFullYear()} Tournéo</p>
        <nav aria-label="Liens de pied de page">
          <Link to={paths.site.contact}>Contact</Link>
          <Link to={paths.site.privacy}>Confidentialité</Link>
        </nav>
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
