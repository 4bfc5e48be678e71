import { describe, expect, it } from 'vitest';
import { FEATURES, FEATURE_SURFACES, PERSON_ROLES, SECTION_FEATURES } from '@tourneo/domain';
import { SECTION_SCREENS } from './section-screens.ts';
import { MENU_GROUPS, canOpenSection, menuGroupsOf } from '../../features/admin-shell/menu.ts';

/** Issue 28: a feature sold with a screen has that screen built, in the menu, gated by that feature. */
describe('the catalogue against the screens', () => {
  for (const feature of FEATURES) {
    const surface = FEATURE_SURFACES[feature];
    if ('pending' in surface || !surface.section) {
      continue;
    }
    const section = surface.section;
    it(`${feature}: the '${section}' screen exists and the menu offers it`, () => {
      expect(SECTION_SCREENS[section], section).toBeDefined();
      const entries = MENU_GROUPS.flatMap((group) => group.entries);
      expect(entries.some((entry) => entry.key === section)).toBe(true);
      const gate = SECTION_FEATURES[section as keyof typeof SECTION_FEATURES];
      expect(gate === null || gate === feature, `${section} is gated by ${String(gate)}`).toBe(true);
    });
  }
});

describe('the support entry', () => {
  it('every role reaches Support from the menu, not only the administrateurs', () => {
    for (const role of PERSON_ROLES) {
      expect(canOpenSection(role, 'support'), role).toBe(true);
      const entries = menuGroupsOf(role).flatMap((group) => group.entries);
      expect(
        entries.some((entry) => entry.key === 'support'),
        role,
      ).toBe(true);
    }
  });
});

describe('the client creation entries', () => {
  it('are shown to the roles that may create clients, not to the readers', () => {
    const creation = ['nouveauClientUnitaire', 'nouveauClientsCSV'] as const;
    const shown = (role: (typeof PERSON_ROLES)[number]) =>
      menuGroupsOf(role)
        .flatMap((group) => group.entries)
        .map((entry) => entry.key);
    for (const role of ['administrateur', 'planificateur'] as const) {
      for (const key of creation) {
        expect(shown(role), role).toContain(key);
        expect(canOpenSection(role, key), role).toBe(true);
      }
    }
    for (const role of ['comptable', 'lecture_seule'] as const) {
      for (const key of creation) {
        expect(shown(role), role).not.toContain(key);
        expect(canOpenSection(role, key), role).toBe(false);
      }
      expect(shown(role), role).toContain('clients');
    }
  });
});

describe('the Paramètres entries (decision 0033)', () => {
  const settingsShown = (role: (typeof PERSON_ROLES)[number]) =>
    menuGroupsOf(role)
      .find((group) => group.label === 'Paramètres')
      ?.entries.map((entry) => entry.key) ?? [];
  const adminOnly = ['personnes', 'audit', 'apiKeys', 'webhooks'] as const;
  const readable = [
    'operations',
    'partenaires',
    'agents',
    'roles',
    'forms',
    'abonnement',
    'entreprise',
    'branding',
    'automations',
  ] as const;

  it('a comptable and a lecture seule person read the settings screens, not people, audit, API keys nor webhooks', () => {
    for (const role of ['comptable', 'lecture_seule'] as const) {
      expect(settingsShown(role), role).toEqual(
        readable.filter((key) => settingsShown('administrateur').includes(key)),
      );
      for (const key of readable) {
        expect(canOpenSection(role, key), `${role} ${key}`).toBe(true);
      }
      for (const key of adminOnly) {
        expect(canOpenSection(role, key), `${role} ${key}`).toBe(false);
      }
    }
  });

  it('an administrateur sees every entry, a planificateur none', () => {
    expect([...settingsShown('administrateur')].sort()).toEqual([...adminOnly, ...readable].sort());
    expect(settingsShown('planificateur')).toEqual([]);
    for (const key of [...adminOnly, ...readable]) {
      expect(canOpenSection('planificateur', key), key).toBe(false);
    }
  });
});
