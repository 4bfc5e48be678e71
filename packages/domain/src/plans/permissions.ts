import type { Feature } from './catalogue.ts';
import { UNLIMITED } from './catalogue.ts';

export type FeatureMap = Partial<Record<string, unknown>>;

/** A feature is available only when its flag is exactly `true`; no map means nothing is. */
export function hasFeature(features: FeatureMap | null | undefined, feature: Feature): boolean {
  return features?.[feature] === true;
}

export type UsageValue = number | { current: number };

function currentOf(usage: UsageValue): number {
  return typeof usage === 'number' ? usage : usage.current;
}

/** A limit is exceeded when usage is at or above it, unless it is unlimited (-1). */
export function isLimitExceeded(usage: UsageValue, limit: number): boolean {
  if (limit === UNLIMITED) {
    return false;
  }
  return currentOf(usage) >= limit;
}

/** Rounded usage percentage; 0 when unlimited. */
export function usagePercentage(usage: UsageValue, limit: number): number {
  if (limit === UNLIMITED || limit === 0) {
    return 0;
  }
  return Math.round((currentOf(usage) / limit) * 100);
}
