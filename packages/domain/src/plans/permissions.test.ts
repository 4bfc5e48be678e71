import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FEATURES, UNLIMITED } from './catalogue.ts';
import { hasFeature, isLimitExceeded, usagePercentage } from './permissions.ts';

describe('hasFeature', () => {
  it('is true only for a flag that is exactly true', () => {
    expect(hasFeature({ form_creation: true }, 'form_creation')).toBe(true);
    expect(hasFeature({ form_creation: 'true' }, 'form_creation')).toBe(false);
    expect(hasFeature({ form_creation: 1 }, 'form_creation')).toBe(false);
    expect(hasFeature({}, 'form_creation')).toBe(false);
  });

  it('grants nothing when permissions are not loaded', () => {
    for (const feature of FEATURES) {
      expect(hasFeature(null, feature)).toBe(false);
      expect(hasFeature(undefined, feature)).toBe(false);
    }
  });
});

describe('limits', () => {
  it('is exceeded at the limit, not below it', () => {
    expect(isLimitExceeded(9, 10)).toBe(false);
    expect(isLimitExceeded(10, 10)).toBe(true);
    expect(isLimitExceeded({ current: 11 }, 10)).toBe(true);
  });

  it('is never exceeded when unlimited, whatever the usage', () => {
    fc.assert(fc.property(fc.nat(), (usage) => !isLimitExceeded(usage, UNLIMITED)));
  });

  it('rounds the usage percentage and says 0 when unlimited', () => {
    expect(usagePercentage(1, 3)).toBe(33);
    expect(usagePercentage({ current: 2 }, 3)).toBe(67);
    expect(usagePercentage(500, UNLIMITED)).toBe(0);
  });
});
