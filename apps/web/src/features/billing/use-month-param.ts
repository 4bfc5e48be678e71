import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { BillingMonthKey } from '@tourneo/domain';

const PARAM = 'mois';

/** 'YYYY-MM' read back as a month; anything else is none. */
export function monthKeyOf(text: string | null): BillingMonthKey | null {
  const match = /^(\d{4})-(\d{2})$/.exec(text ?? '');
  if (!match) {
    return null;
  }
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null;
}

/**
 * The month the table shows, in the URL (`mois=2027-02`, the rest of the address kept): none
 * means the month in progress.
 */
export function useMonthParam(): [BillingMonthKey | null, (label: string | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const select = useCallback(
    (label: string | null) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (label) {
          next.set(PARAM, label);
        } else {
          next.delete(PARAM);
        }
        return next;
      }),
    [setSearchParams],
  );
  return [monthKeyOf(searchParams.get(PARAM)), select];
}
