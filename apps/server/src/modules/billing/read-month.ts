import { billingMonthOf, compareMonths, type BillingMonthKey } from '@tourneo/domain';
import { workingDaysInMonth } from '@tourneo/domain/billing/working-days';
import type { CompanyScope } from '../../db/client.ts';
import { monthAnswerJson, presentMonth, type MonthAnswer } from './billing.presenter.ts';
import * as repository from './billing.repository.ts';
import { closePastMonths } from './close-months.ts';
import { readCachedMonth, type MonthCache } from './month-cache.ts';
import { readLiveMonth } from './month-rollups.ts';

/** The company's scope, and the current instant (tests name it): the month in progress in Paris. */
type BillingScope = CompanyScope & { now?: Date };

/**
 * One month of the company's appointments (spec 2 §3 "Billing month"): a past month is closed
 * first if it is not yet, then read as frozen (its list and figures as they were, each
 * appointment's billing status of today); the month in progress and later ones read live.
 */
export async function getBillingMonth({
  db,
  companyId,
  now = new Date(),
  key,
}: BillingScope & { key: BillingMonthKey }): Promise<MonthAnswer> {
  const isPast = compareMonths(key, billingMonthOf(now)) < 0;
  if (isPast) {
    await closePastMonths({ db, companyId, now });
  }
  const period = isPast ? await repository.getClosedPeriod(db, companyId, key) : undefined;
  if (!period) {
    const { rdvList, summary } = await readLiveMonth(db, companyId, key);
    return {
      head: presentMonth({ key, summary, workingDays: workingDaysInMonth(key), closedAt: null, now }),
      rdvList,
    };
  }
  // Everything as it was at the close, but each appointment's billing status, which the marks
  // keep on its frozen row and in the period's totals by status.
  const summary = {
    rdv_count: period.rdvCount,
    automatic_rdv_count: period.automaticRdvCount,
    semi_automatic_rdv_count: period.semiAutomaticRdvCount,
    manual_rdv_count: period.manualRdvCount,
    revenue_cents: period.revenueCents,
    most_active_agent: period.mostActiveAgent,
    most_requested_operation: period.mostRequestedOperation,
    pending_count: period.pendingCount,
    pending_cents: period.pendingCents,
    billed_count: period.billedCount,
    billed_cents: period.billedCents,
    paid_count: period.paidCount,
    paid_cents: period.paidCents,
  };
  return {
    head: presentMonth({ key, summary, workingDays: period.workingDays, closedAt: period.closedAt, now }),
    rdvList: await repository.readFrozenList(db, companyId, key),
  };
}

/** POST /billing/current-month: the month in progress in Paris. */
export async function getCurrentBillingMonth({ db, companyId, now = new Date() }: BillingScope) {
  return getBillingMonth({ db, companyId, now, key: billingMonthOf(now) });
}

/**
 * A month's answer as the JSON sent (`monthAnswerJson`, UTF-8 bytes), from this server's `cache`
 * when it wrote it today and nothing it reads changed since (decision 0045); without a cache, read.
 */
export async function getBillingMonthJson({
  cache,
  now = new Date(),
  ...options
}: BillingScope & { key: BillingMonthKey; cache?: MonthCache | undefined }): Promise<Buffer> {
  const load = async () => monthAnswerJson(await getBillingMonth({ ...options, now }));
  if (!cache) {
    return Buffer.from(await load());
  }
  return readCachedMonth({ cache, companyId: options.companyId, key: options.key, now, load });
}

/** POST /billing/current-month as JSON text, from the cache likewise. */
export async function getCurrentBillingMonthJson({
  now = new Date(),
  ...options
}: BillingScope & { cache?: MonthCache | undefined }): Promise<Buffer> {
  return getBillingMonthJson({ ...options, now, key: billingMonthOf(now) });
}
