import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PLANS, PLAN_NAMES, UNLIMITED } from './catalogue.ts';
import { hasPlanLimit, isPlanLimitReached, overrunsOnPlan } from './limits.ts';
import { changePlanSchema, planChangeRefusal } from './plan-change.ts';

// Intl writes French counts with narrow no-break spaces.
const plain = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ');

describe('isPlanLimitReached', () => {
  it('refuses the next item at the limit, not one below it', () => {
    expect(isPlanLimitReached('business', 'forms', 49)).toBe(false);
    expect(isPlanLimitReached('business', 'forms', 50)).toBe(true);
    expect(isPlanLimitReached('standard', 'forms', 0)).toBe(true);
    expect(isPlanLimitReached('standard', 'agents', PLANS.standard.limits.agents - 1)).toBe(false);
    expect(isPlanLimitReached('standard', 'agents', PLANS.standard.limits.agents)).toBe(true);
  });

  it('never refuses on an unlimited limit, whatever the usage', () => {
    expect(hasPlanLimit('premium', 'agents')).toBe(false);
    expect(PLANS.premium.limits.agents).toBe(UNLIMITED);
    fc.assert(fc.property(fc.nat(), (usage) => !isPlanLimitReached('premium', 'agents', usage)));
  });
});

describe('moving to another plan', () => {
  it('fits usage at the limit and refuses usage above it', () => {
    expect(overrunsOnPlan('business', { forms: 50, agents: 3 })).toEqual([]);
    expect(overrunsOnPlan('business', { forms: 51 })).toEqual([{ limit: 'forms', current: 51, max: 50 }]);
    expect(overrunsOnPlan('standard', { forms: 0, agents: 12, clients: 4 })).toEqual([]);
  });

  it('lets any usage move to the highest plan', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.nat(),
        fc.nat(),
        (agents, forms, clients) => overrunsOnPlan('premium', { agents, forms, clients }).length === 0,
      ),
    );
  });

  it('explains a refused downgrade in French, naming each overrun', () => {
    expect(planChangeRefusal('standard', { forms: 3, agents: 2 })).toBe(
      'Impossible de passer au forfait Standard : vous avez 3 formulaires et ce forfait n’en permet aucun. ' +
        'Supprimez d’abord ce qui dépasse ou choisissez un autre forfait.',
    );
    expect(plain(planChangeRefusal('standard', { forms: 1, clients: 5001 }))).toBe(
      'Impossible de passer au forfait Standard : vous avez 1 formulaire et ce forfait n’en permet aucun ; ' +
        'vous avez 5 001 clients et ce forfait en permet 5 000. ' +
        'Supprimez d’abord ce qui dépasse ou choisissez un autre forfait.',
    );
    expect(planChangeRefusal('business', { forms: 3 })).toBeNull();
  });
});

describe('changePlanSchema', () => {
  it('accepts every plan of the catalogue', () => {
    for (const plan of PLAN_NAMES) {
      expect(changePlanSchema.parse({ plan })).toEqual({ plan });
    }
  });

  it('refuses an unknown or missing plan with the French list of choices', () => {
    for (const body of [{ plan: 'gold' }, { plan: 'Business' }, {}, { plan: 2 }]) {
      const result = changePlanSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'Forfait inconnu : choisissez le forfait Standard, Business ou Premium',
      );
    }
  });
});
