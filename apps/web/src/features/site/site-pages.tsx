import type { ComponentType } from 'react';
import type { SitePath } from '@tourneo/domain/routes/public-paths';
import { HomePage } from './pages/home-page.tsx';
import { FeaturesPage } from './pages/features-page.tsx';
import { SolutionsPage } from './pages/solutions-page.tsx';
import { PricingPage } from './pages/pricing-page.tsx';
import { CaseStudiesPage } from './pages/case-studies-page.tsx';
import { FaqPage } from './pages/faq-page.tsx';
import { PrivacyPage } from './pages/privacy-page.tsx';
import { ContactPage } from './pages/contact-page.tsx';
import { PLAN_PRICES_SHORT, USAGE_FEE } from './plan-text.ts';

export interface SitePage {
  path: SitePath;
  title: string;
  description: string;
  Component: ComponentType;
}

/** The marketing pages: each is prerendered to HTML with its own title and description. */
export const SITE_PAGES: readonly SitePage[] = [
  {
    path: '/',
    title: 'Tournéo — Planification des interventions terrain',
    description:
      'Tournéo planifie les interventions de vos techniciens : agenda par agent, prise de rendez-vous par lien, application mobile et rapports PDF.',
    Component: HomePage,
  },
  {
    path: '/fonctionnalites',
    title: 'Fonctionnalités — Tournéo',
    description:
      'Agenda hebdomadaire par agent, qualifications, types d’opération, import CSV, liens de rendez-vous à trois créneaux, application mobile, formulaires et rapports PDF.',
    Component: FeaturesPage,
  },
  {
    path: '/solutions',
    title: 'Solutions par métier — Tournéo',
    description:
      'Tournéo pour l’énergie, les télécoms et les services aux bâtiments : planification, prise de rendez-vous et rapports d’intervention.',
    Component: SolutionsPage,
  },
  {
    path: '/tarifs',
    title: 'Tarifs — Tournéo',
    description: `Forfaits ${PLAN_PRICES_SHORT} par agent et par mois, ${USAGE_FEE} par rendez-vous confirmé, sans engagement. Calculez votre prix.`,
    Component: PricingPage,
  },
  {
    path: '/temoignages',
    title: 'Études de cas — Tournéo',
    description:
      '200 clients, 12 camionnettes : comment une entreprise d’intervention a fait confirmer ses rendez-vous par lien avec Tournéo.',
    Component: CaseStudiesPage,
  },
  {
    path: '/faq',
    title: 'Questions fréquentes — Tournéo',
    description:
      'Les dix questions les plus posées sur Tournéo : prise de rendez-vous, application des agents, import, rapports, prix et engagement.',
    Component: FaqPage,
  },
  {
    path: '/privacy',
    title: 'Politique de confidentialité — Tournéo',
    description:
      'Comment Tournéo traite les données de ses clients, de l’application mobile et du formulaire de contact.',
    Component: PrivacyPage,
  },
  {
    path: '/contact',
    title: 'Contact et démo — Tournéo',
    description: 'Demandez une démo de Tournéo ou posez-nous vos questions : nous vous répondons rapidement.',
    Component: ContactPage,
  },
];

export function findSitePage(pathname: string): SitePage | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SITE_PAGES.find((page) => page.path === normalised);
}
