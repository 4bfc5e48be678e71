import { addMonths, billingMonthOf, compareMonths, type BillingMonthKey } from '@tourneo/domain';
import { workingDaysInMonth } from '@tourneo/domain/billing/working-days';
import type { CompanyScope, Database } from '../../db/client.ts';
import * as repository from './billing.repository.ts';

/**
 * Closes one month: freezes its appointments as they read now (prices, names, lead agents) and
 * its figures, in one transaction. A month another request closed first is left as it is.
 */
async function closeMonth(db: Database, companyId: number, key: BillingMonthKey, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repository.insertClosedPeriod(tx, companyId, key, now))) {
      return;
    }
    await repository.freezeMonthRows(tx, companyId, key);
    const { summary } = await repository.readMonth(
      tx,
      companyId,
      { kind: 'frozen', key },
      { withRows: false },
    );
    await repository.updateClosedPeriod(tx, companyId, key, {
      rdvCount: summary.rdv_count,
      automaticRdvCount: summary.automatic_rdv_count,
      semiAutomaticRdvCount: summary.semi_automatic_rdv_count,
      manualRdvCount: summary.manual_rdv_count,
      revenueCents: summary.revenue_cents,
      workingDays: workingDaysInMonth(key),
      mostActiveAgent: summary.most_active_agent,
      mostRequestedOperation: summary.most_requested_operation,
      pendingCount: summary.pending_count,
      pendingCents: summary.pending_cents,
      billedCount: summary.billed_count,
      billedCents: summary.billed_cents,
      paidCount: summary.paid_count,
      paidCents: summary.paid_cents,
    });
  });
}

/**
 * Past months are frozen at the first billing read after their end (Paris time): every month
 * from the company's first session (or after its latest closed month) to the one before the month
 * in progress gets its period, even without appointments, so that the next read needs one query
 * to know nothing is left to close.
 */
export async function closePastMonths({ db, companyId, now }: CompanyScope & { now: Date }): Promise<void> {
  const current = billingMonthOf(now);
  const latest = await repository.getLatestClosedMonth(db, companyId);
  let key: BillingMonthKey;
  if (latest) {
    key = addMonths(latest, 1);
  } else {
    const firstDate = await repository.getFirstSessionDate(db, companyId);
    if (!firstDate) {
      return;
    }
    key = { year: Number(firstDate.slice(0, 4)), month: Number(firstDate.slice(5, 7)) };
  }
  for (; compareMonths(key, current) < 0; key = addMonths(key, 1)) {
    await closeMonth(db, companyId, key, now);
  }
}
