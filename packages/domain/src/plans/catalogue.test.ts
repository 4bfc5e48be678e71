import { describe, expect, it } from 'vitest';
import {
  FEATURES,
  FEATURE_LABELS,
  MAX_PRICED_AGENTS,
  PLANS,
  PLAN_LIST,
  PLAN_NAMES,
  UNLIMITED,
  featureMapFor,
  featuresAddedBy,
  lowestPlanWith,
  planRank,
  type LimitName,
} from './catalogue.ts';
import { SECTION_FEATURES } from './sections.ts';
import { featureMissingMessage, planChoicesText } from './plan-change.ts';

const asNumber = (limit: number) => (limit === UNLIMITED ? Number.POSITIVE_INFINITY : limit);

describe('plan catalogue', () => {
  it('lists the spec plans from the lowest to the highest, each under its own code', () => {
    expect(PLAN_NAMES).toEqual(['standard', 'business', 'premium']);
    for (const name of PLAN_NAMES) {
      expect(PLANS[name].name).toBe(name);
    }
    expect(new Set(PLAN_LIST.map((plan) => plan.label)).size).toBe(PLAN_NAMES.length);
  });

  it('gives every plan a full feature map, and a higher plan every feature of a lower one', () => {
    for (const [rank, plan] of PLAN_LIST.entries()) {
      const map = featureMapFor(plan.name);
      expect(Object.keys(map).sort()).toEqual([...FEATURES].sort());
      const higher = PLAN_LIST[rank + 1];
      if (higher) {
        for (const feature of plan.features) {
          expect(higher.features, `${higher.name} keeps ${feature}`).toContain(feature);
        }
      }
    }
  });

  it('sells every feature in some plan and names it in French', () => {
    for (const feature of FEATURES) {
      expect(
        PLAN_LIST.some((plan) => plan.features.includes(feature)),
        feature,
      ).toBe(true);
      expect(FEATURE_LABELS[feature].length).toBeGreaterThan(3);
    }
  });

  it('tags each feature with the lowest plan having it: that plan has it, every plan below lacks it', () => {
    for (const feature of FEATURES) {
      const tag = lowestPlanWith(feature);
      expect(tag.features).toContain(feature);
      for (const lower of PLAN_NAMES.slice(0, planRank(tag.name))) {
        expect(PLANS[lower].features, `${lower} lacks ${feature}`).not.toContain(feature);
      }
    }
    expect(lowestPlanWith('form_creation').label).toBe('Business');
    expect(lowestPlanWith('bulk_operations').label).toBe('Business');
    expect(lowestPlanWith('advanced_stats').label).toBe('Business');
    expect(lowestPlanWith('ai_insights').label).toBe('Premium');
    expect(lowestPlanWith('advanced_analytics').label).toBe('Premium');
  });

  it('tags every gated menu section with a plan that opens it', () => {
    for (const feature of Object.values(SECTION_FEATURES)) {
      if (feature !== null) {
        expect(PLANS[lowestPlanWith(feature).name].features).toContain(feature);
      }
    }
  });

  it('lists what each plan adds to the one below, so the plans together sell every feature once', () => {
    const added = PLAN_NAMES.flatMap((plan) => featuresAddedBy(plan));
    expect([...added].sort()).toEqual([...FEATURES].sort());
    expect(featuresAddedBy('standard')).toEqual([]);
    expect(featuresAddedBy('business')).toContain('form_creation');
  });

  it('costs more per agent and allows at least as much on a higher plan', () => {
    for (const [rank, plan] of PLAN_LIST.entries()) {
      const higher = PLAN_LIST[rank + 1];
      if (!higher) {
        continue;
      }
      expect(higher.pricePerAgentCents).toBeGreaterThan(plan.pricePerAgentCents);
      for (const limit of Object.keys(plan.limits) as LimitName[]) {
        expect(asNumber(higher.limits[limit]), `${higher.name} ${limit}`).toBeGreaterThanOrEqual(
          asNumber(plan.limits[limit]),
        );
      }
    }
  });

  it('prices per agent without a low cap: every plan takes at least the teams the calculator prices', () => {
    for (const plan of PLAN_LIST) {
      expect(plan.pricePerAgentCents).toBeGreaterThan(0);
      expect(asNumber(plan.limits.agents), plan.name).toBeGreaterThanOrEqual(MAX_PRICED_AGENTS);
    }
  });

  it('prices Standard at 10 EUR and Business at 15 EUR per agent, with forms and PDF from Business', () => {
    expect(PLANS.standard.pricePerAgentCents).toBe(1000);
    expect(PLANS.business.pricePerAgentCents).toBe(1500);
    expect(PLANS.business.features).toContain('form_creation');
    expect(PLANS.business.features).toContain('pdf_generation');
    expect(PLANS.standard.features).not.toContain('form_creation');
  });
});

describe('featureMissingMessage', () => {
  it('names the lowest plan with the feature, "or higher" unless it is the highest plan', () => {
    expect(featureMissingMessage('form_creation')).toBe(
      'Cette fonctionnalité nécessite le forfait Business ou supérieur',
    );
    expect(featureMissingMessage('ai_insights')).toBe('Cette fonctionnalité nécessite le forfait Premium');
  });

  it('lists the plan choices from the catalogue', () => {
    expect(planChoicesText()).toBe('Standard, Business ou Premium');
  });
});
