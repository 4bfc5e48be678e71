import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/fr.ts';
import { BILLING_STATUSES, billingMarkRefusal, nextBillingMark } from './status.ts';

const m = MESSAGES.billing;

describe('billing status: pending -> billed -> paid, only forward', () => {
  it("'Marquer facturé' applies to a pending appointment only", () => {
    expect(billingMarkRefusal('pending', 'billed')).toBeNull();
    expect(billingMarkRefusal('billed', 'billed')).toBe(m.alreadyBilled);
    expect(billingMarkRefusal('paid', 'billed')).toBe(m.alreadyPaid);
  });

  it("'Marquer payé' applies to a billed appointment only: never straight from pending, never twice", () => {
    expect(billingMarkRefusal('billed', 'paid')).toBeNull();
    expect(billingMarkRefusal('pending', 'paid')).toBe(m.notBilledYet);
    expect(billingMarkRefusal('paid', 'paid')).toBe(m.alreadyPaid);
  });

  it('each status offers the next step, a paid one none (the paid marker)', () => {
    expect(BILLING_STATUSES.map(nextBillingMark)).toEqual(['billed', 'paid', null]);
    for (const status of BILLING_STATUSES) {
      const mark = nextBillingMark(status);
      if (mark) {
        expect(billingMarkRefusal(status, mark)).toBeNull();
      }
    }
  });
});
