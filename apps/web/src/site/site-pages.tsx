import type { ComponentType } from 'react';
import type { SitePath } from '@tourneo/domain';
import { HomePage } from './pages/home-page.tsx';
import { PlaceholderPage } from './pages/placeholder-page.tsx';

export interface SitePage {
  path: SitePath;
  title: string;
  description: string;
  Component: ComponentType;
}

const placeholder = (heading: string): ComponentType =>
  function Page() {
    return <PlaceholderPage heading={heading} />;
  };

/** The marketing pages: each is prerendered to HTML with its own title and description. */
export const SITE_PAGES: readonly SitePage[] = [
  {
    path: '/',
    title: 'Tournéo — Planification des interventions terrain',
    description:
      'Tournéo planifie les interventions de vos techniciens : agenda par agent, prise de rendez-vous par lien, application mobile et rapports.',
    Component: HomePage,
  },
  {
    path: '/fonctionnalites',
    title: 'Fonctionnalités — Tournéo',
    description: 'Les fonctionnalités de Tournéo.',
    Component: placeholder('Fonctionnalités'),
  },
  {
    path: '/solutions',
    title: 'Solutions — Tournéo',
    description: 'Tournéo pour votre secteur.',
    Component: placeholder('Solutions'),
  },
  {
    path: '/tarifs',
    title: 'Tarifs — Tournéo',
    description: 'Les tarifs de Tournéo.',
    Component: placeholder('Tarifs'),
  },
  {
    path: '/temoignages',
    title: 'Études de cas — Tournéo',
    description: 'Études de cas Tournéo.',
    Component: placeholder('Études de cas'),
  },
  {
    path: '/faq',
    title: 'Questions fréquentes — Tournéo',
    description: 'Questions fréquentes sur Tournéo.',
    Component: placeholder('Questions fréquentes'),
  },
  {
    path: '/privacy',
    title: 'Politique de confidentialité — Tournéo',
    description: 'Politique de confidentialité de Tournéo.',
    Component: placeholder('Politique de confidentialité'),
  },
  {
    path: '/contact',
    title: 'Contact — Tournéo',
    description: 'Contactez Tournéo.',
    Component: placeholder('Contact'),
  },
];

export function findSitePage(pathname: string): SitePage | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SITE_PAGES.find((page) => page.path === normalised);
}
