import { describe, expect, it } from 'vitest';
import { BILLING_STATUSES, type BillingStatus } from '../billing/status.ts';
import { MESSAGES } from '../messages/fr.ts';
import { APPOINTMENT_STATES, type AppointmentState } from './appointment.ts';
import { billingMarkRefusal, isBilled, nextBillingMark, removalRefusalOf } from './billing-state.ts';

const m = MESSAGES.billing;
const of = (billing: BillingStatus, state: AppointmentState = 'completed') => ({ state, billing });

describe('billing: pending -> billed -> paid, only forward', () => {
  it("'Marquer facturé' applies to a pending appointment only", () => {
    expect(billingMarkRefusal(of('pending'), 'billed')).toBeNull();
    expect(billingMarkRefusal(of('billed'), 'billed')).toBe(m.alreadyBilled);
    expect(billingMarkRefusal(of('paid'), 'billed')).toBe(m.alreadyPaid);
  });

  it("'Marquer payé' applies to a billed appointment only: never straight from pending, never twice", () => {
    expect(billingMarkRefusal(of('billed'), 'paid')).toBeNull();
    expect(billingMarkRefusal(of('pending'), 'paid')).toBe(m.notBilledYet);
    expect(billingMarkRefusal(of('paid'), 'paid')).toBe(m.alreadyPaid);
  });

  it('a cancelled appointment not billed yet is not billed; one billed before its cancellation is paid', () => {
    expect(billingMarkRefusal(of('pending', 'cancelled'), 'billed')).toBe(m.cancelledNotBillable);
    expect(billingMarkRefusal(of('pending', 'cancelled'), 'paid')).toBe(m.notBilledYet);
    expect(billingMarkRefusal(of('billed', 'cancelled'), 'paid')).toBeNull();
  });

  it('a planned, started or completed appointment is billed and paid alike', () => {
    for (const state of APPOINTMENT_STATES.filter((each) => each !== 'cancelled')) {
      expect(billingMarkRefusal(of('pending', state), 'billed'), state).toBeNull();
      expect(billingMarkRefusal(of('billed', state), 'paid'), state).toBeNull();
    }
  });

  it('each status offers the next step, a paid one none (the paid marker)', () => {
    expect(BILLING_STATUSES.map(nextBillingMark)).toEqual(['billed', 'paid', null]);
    for (const status of BILLING_STATUSES) {
      const mark = nextBillingMark(status);
      if (mark) {
        expect(billingMarkRefusal(of(status), mark)).toBeNull();
      }
    }
  });
});

describe('a billed appointment', () => {
  it('is billed once marked billed, and stays so once paid', () => {
    expect(BILLING_STATUSES.map(isBilled)).toEqual([false, true, true]);
  });

  it('can no longer be deleted nor cancelled; a pending one can', () => {
    expect(removalRefusalOf('pending')).toBeNull();
    expect(removalRefusalOf('billed')).toBe(m.billedNotRemovable);
    expect(removalRefusalOf('paid')).toBe(m.billedNotRemovable);
  });
});
