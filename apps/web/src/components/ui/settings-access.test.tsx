// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { TextInput } from '@mantine/core';
import { MESSAGES, type PersonRole, type RouteAccess } from '@tourneo/domain';
import { renderWithMantine } from '../../test/render.tsx';
import { SignedInRoleContext } from '../../lib/use-can-change-settings.ts';
import { SettingsChangeOnly, SettingsFieldset, SettingsReadOnlyNotice } from './settings-access.tsx';
import { SettingsPage } from './settings-page.tsx';
import { CardActions } from './card-actions.tsx';

afterEach(cleanup);

const notice = () => screen.queryByText(MESSAGES.people.settingsReadOnly);
/** The test DOM does not pass a fieldset's `disabled` to its inputs' `:disabled` (browsers do, e2e checks them). */
const isFieldDisabled = (label: string) =>
  screen.getByLabelText(label).closest('fieldset')?.disabled === true;

function renderSettingsPageAs(role: PersonRole) {
  renderWithMantine(
    <SignedInRoleContext value={role}>
      <SettingsPage
        title="Tous les agents"
        addLabel="Ajouter un agent"
        onAdd={() => undefined}
        isLoading={false}
        errorMessage={null}
        isEmpty={false}
        emptyMessage=""
      >
        <div role="listitem" aria-label="Julie">
          <CardActions onModify={() => undefined} onDelete={() => undefined} />
        </div>
      </SettingsPage>
    </SignedInRoleContext>,
  );
}

function renderFormAs(role: PersonRole, access?: RouteAccess) {
  renderWithMantine(
    <SignedInRoleContext value={role}>
      <SettingsReadOnlyNotice access={access} />
      <SettingsFieldset access={access}>
        <TextInput label="Raison sociale" />
      </SettingsFieldset>
      <SettingsChangeOnly access={access}>
        <button type="submit">Enregistrer</button>
      </SettingsChangeOnly>
    </SignedInRoleContext>,
  );
}

describe('a settings screen for a role that may read it, not change it (decision 0033)', () => {
  for (const role of ['comptable', 'lecture_seule'] as const) {
    it(`${role}: the notice, no add, edit or delete button`, () => {
      renderSettingsPageAs(role);
      expect(notice()).not.toBeNull();
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.getByRole('listitem', { name: 'Julie' })).toBeDefined();
    });

    it(`${role}: the settings fields are disabled, the save button gone`, () => {
      renderFormAs(role);
      expect(notice()).not.toBeNull();
      expect(isFieldDisabled('Raison sociale')).toBe(true);
      expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    });
  }

  it('an administrateur: no notice, the add, edit and delete buttons', () => {
    renderSettingsPageAs('administrateur');
    expect(notice()).toBeNull();
    for (const name of ['Ajouter un agent', 'Modifier', 'Supprimer']) {
      expect(screen.getByRole('button', { name })).toBeDefined();
    }
  });

  it('an administrateur: the fields are enabled, the save button shown', () => {
    renderFormAs('administrateur');
    expect(notice()).toBeNull();
    expect(isFieldDisabled('Raison sociale')).toBe(false);
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDefined();
  });

  it('without a provider (a screen rendered alone) the owner may change', () => {
    renderWithMantine(
      <SettingsChangeOnly>
        <button type="button">Modifier</button>
      </SettingsChangeOnly>,
    );
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeDefined();
  });
});

describe('the legal identity of the invoices (`finance`)', () => {
  it('a comptable changes it', () => {
    renderFormAs('comptable', 'finance');
    expect(notice()).toBeNull();
    expect(isFieldDisabled('Raison sociale')).toBe(false);
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDefined();
  });

  it('a lecture seule person reads it only', () => {
    renderFormAs('lecture_seule', 'finance');
    expect(notice()).not.toBeNull();
    expect(isFieldDisabled('Raison sociale')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  });
});

describe('a notice with its own wording (Mon abonnement, decision 0033)', () => {
  const PLAN_NOTICE = MESSAGES.people.planReadOnlyLegalIdentityEditable;
  const renderNoticeAs = (role: PersonRole) =>
    renderWithMantine(
      <SignedInRoleContext value={role}>
        <SettingsReadOnlyNotice message={PLAN_NOTICE} />
      </SignedInRoleContext>,
    );

  it('says it to a role that may not change the settings, instead of the usual one', () => {
    renderNoticeAs('comptable');
    expect(screen.getByRole('note').textContent).toBe(PLAN_NOTICE);
    expect(notice()).toBeNull();
  });

  it('says nothing to an administrateur', () => {
    renderNoticeAs('administrateur');
    expect(screen.queryByRole('note')).toBeNull();
  });
});
