import {
  SECTION_FEATURES,
  isRoleAllowed,
  type Feature,
  type PersonRole,
  type RouteAccess,
  type SectionKey,
} from '@tourneo/domain';

export interface MenuEntry {
  key: Exclude<SectionKey, 'agentCalendar' | 'teamDay' | 'premiersPas'>;
  label: string;
  feature: Feature | null;
  /** Narrower than its group's: a screen whose only purpose is a change the role may not make. */
  access?: RouteAccess;
}

export interface MenuGroup {
  label: string;
  /** Which roles see the group (decision 0033): the server refuses the others its calls anyway. */
  access: RouteAccess;
  entries: MenuEntry[];
}

const entry = (key: MenuEntry['key'], label: string, access?: RouteAccess): MenuEntry => ({
  key,
  label,
  feature: SECTION_FEATURES[key],
  ...(access && { access }),
});

/** The side menu's groups after "Agents" (whose entries are the agents themselves); 'Aide' is everyone's. */
export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    label: 'Paramètres',
    // A comptable or a lecture seule person reads these screens without changing them (decision
    // 0033): people, the audit log, API keys and webhooks stay the administrateurs'.
    access: 'settingsRead',
    entries: [
      entry('personnes', 'Personnes', 'settings'),
      entry('audit', "Journal d'audit", 'settings'),
      entry('operations', 'Créer opération'),
      entry('partenaires', 'Partenaires'),
      entry('agents', 'Gérer les agents'),
      entry('roles', 'Rôles'),
      entry('forms', 'Formulaires'),
      entry('abonnement', 'Mon abonnement'),
      entry('entreprise', 'Mon entreprise'),
      entry('branding', 'Marque blanche'),
      entry('automations', 'Automatisations'),
      entry('apiKeys', 'Clés d’API', 'settings'),
      entry('webhooks', 'Webhooks', 'settings'),
    ],
  },
  {
    label: 'Clients',
    access: 'everyone',
    entries: [
      entry('clients', 'Liste clients'),
      entry('nouveauClientUnitaire', 'Nouveau client unitaire', 'planning'),
      entry('nouveauClientsCSV', 'Import CSV', 'planning'),
    ],
  },
  {
    label: 'Rapports',
    access: 'everyone',
    entries: [
      entry('recentMissions', 'Missions récentes'),
      entry('archive', 'Archive'),
      entry('statistics', 'Statistiques'),
      entry('analytics', 'Analytics Avancé'),
    ],
  },
  {
    label: 'Finance',
    access: 'financeRead',
    entries: [entry('billing', 'Facturation'), entry('payments', 'Paiements')],
  },
  {
    label: 'Mon compte',
    access: 'everyone',
    entries: [entry('securite', 'Sécurité')],
  },
  {
    // Every role may write to the operator (issue 28): support is no setting.
    label: 'Aide',
    access: 'everyone',
    entries: [entry('support', 'Support')],
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

/**
 * The menu's groups a role may open (issue 26): no Paramètres for a planificateur (read-only ones
 * for a comptable or a lecture seule person, without people, audit, API keys, webhooks), no Finance
 * for a planificateur, no client creation for a reader.
 */
export function menuGroupsOf(role: PersonRole): readonly MenuGroup[] {
  return MENU_GROUPS.filter((group) => isRoleAllowed(role, group.access))
    .map((group) => ({
      ...group,
      entries: group.entries.filter((entry) => !entry.access || isRoleAllowed(role, entry.access)),
    }))
    .filter((group) => group.entries.length > 0);
}

/** May the role open the section? The sections outside the groups (calendars, first steps) are everyone's. */
export function canOpenSection(role: PersonRole, key: SectionKey): boolean {
  const group = MENU_GROUPS.find((candidate) => candidate.entries.some((entry) => entry.key === key));
  const found = group?.entries.find((entry) => entry.key === key);
  return (
    group === undefined ||
    (isRoleAllowed(role, group.access) && (!found?.access || isRoleAllowed(role, found.access)))
  );
}
