import { SECTION_FEATURES, type Feature, type SectionKey } from '@tourneo/domain';

export interface MenuEntry {
  key: Exclude<SectionKey, 'agentCalendar' | 'teamDay' | 'premiersPas'>;
  label: string;
  feature: Feature | null;
}

export interface MenuGroup {
  label: string;
  entries: MenuEntry[];
}

const entry = (key: MenuEntry['key'], label: string): MenuEntry => ({
  key,
  label,
  feature: SECTION_FEATURES[key],
});

/** The side menu's groups after "Agents" (whose entries are the agents themselves). */
export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    label: 'Paramètres',
    entries: [
      entry('operations', 'Créer opération'),
      entry('partenaires', 'Partenaires'),
      entry('agents', 'Gérer les agents'),
      entry('roles', 'Rôles'),
      entry('forms', 'Formulaires'),
      entry('abonnement', 'Mon abonnement'),
      entry('entreprise', 'Mon entreprise'),
      entry('branding', 'Marque blanche'),
      entry('apiKeys', 'Clés d’API'),
      entry('support', 'Support'),
    ],
  },
  {
    label: 'Clients',
    entries: [
      entry('clients', 'Liste clients'),
      entry('nouveauClientUnitaire', 'Nouveau client unitaire'),
      entry('nouveauClientsCSV', 'Import CSV'),
    ],
  },
  {
    label: 'Rapports',
    entries: [
      entry('recentMissions', 'Missions récentes'),
      entry('archive', 'Archive'),
      entry('statistics', 'Statistiques'),
      entry('analytics', 'Analytics Avancé'),
    ],
  },
  {
    label: 'Finance',
    entries: [entry('billing', 'Facturation'), entry('payments', 'Paiements')],
  },
];

export function labelOfSection(key: SectionKey): string | undefined {
  for (const group of MENU_GROUPS) {
    const found = group.entries.find((candidate) => candidate.key === key);
    if (found) {
      return found.label;
    }
  }
  return undefined;
}
