import { describe, expect, it } from 'vitest';
import { AGENT_APP_MESSAGES as t } from './agent-app-fr.ts';

describe('the agent app’s sign-out warning', () => {
  it('one queued action is singular, two are plural', () => {
    expect(t.signOutPending(1)).toBe(
      '1 action non synchronisée : elle serait perdue. Se déconnecter quand même ?',
    );
    expect(t.signOutPending(2)).toBe(
      '2 actions non synchronisées : elles seraient perdues. Se déconnecter quand même ?',
    );
  });
});
