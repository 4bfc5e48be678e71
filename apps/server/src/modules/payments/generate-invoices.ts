import {
  MESSAGES,
  PAYMENT_TERM_DAYS,
  addDays,
  invoiceRunPeriodStateOf,
  lastFinishedPeriod,
  type InvoiceRunFailureReason,
  invoiceLinesFor,
  invoiceNumberOf,
  invoiceTotalsOf,
  isPlanName,
  parisDateOf,
  parisInstant,
  periodBounds,
  periodLabel,
} from '@tourneo/domain';
import type { Database } from '../../db/client.ts';
import { lockCompany } from '../../db/company-lock.ts';
import type { InvoiceLineItem, InvoiceParty } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import * as repository from './payments.repository.ts';

export type IssueOutcome = 'issued' | 'already_issued' | 'nothing_to_bill' | 'no_legal_identity';

export interface GenerationSummary {
  period: string;
  success: number;
  failures: number;
  already_issued: number;
  nothing_to_bill: number;
}

/** A company of a run that got no invoice, named, and why. */
export interface GenerationFailure {
  company_id: number;
  company_name: string;
  reason: InvoiceRunFailureReason;
  message: string;
}

/** The seller's identity from the configuration; invoicing is refused while it is incomplete. */
export function sellerOf(operator: InvoiceParty | undefined): InvoiceParty {
  if (!operator?.legalName || !operator.siren || !operator.vatNumber || !operator.address) {
    throw new AppError('UNPROCESSABLE', MESSAGES.payments.operatorNotConfigured);
  }
  return operator;
}

/**
 * Refuses (409, nothing issued) a month that is not over at `now`, Paris time (issue 39): its
 * invoices would be final while the month still bills. The rule is the domain's.
 */
export function assertPeriodInvoiceable(period: string, now: Date): void {
  const state = invoiceRunPeriodStateOf(period, now);
  if (state === 'in_progress') {
    throw new AppError('CONFLICT', MESSAGES.payments.periodInProgress);
  }
  if (state === 'future') {
    throw new AppError('CONFLICT', MESSAGES.payments.periodInFuture);
  }
}

/** The period asked for, or the last finished month; a month not over is refused. */
export function periodToGenerate(period: string | undefined, now: Date): string {
  const chosen = period ?? lastFinishedPeriod(now);
  assertPeriodInvoiceable(chosen, now);
  return chosen;
}

/**
 * Issues one company's invoice of a month, in one transaction: under the company's lock (two
 * generations of one company run one after the other, and the second finds the first's invoice),
 * counts what the month bills, and takes the series' next number last, so that the series' lock
 * is held only for the inserts. A month not over at `now` is refused before anything is read.
 */
export async function issueMonthlyInvoice({
  db,
  companyId,
  period,
  seller,
  now,
}: {
  db: Database;
  companyId: number;
  period: string;
  seller: InvoiceParty;
  now: Date;
}): Promise<IssueOutcome> {
  assertPeriodInvoiceable(period, now);
  return db.transaction(async (tx) => {
    const plan = await lockCompany(tx, companyId);
    if (!plan || !isPlanName(plan)) {
      return 'nothing_to_bill';
    }
    if (await repository.findInvoiceOfPeriod(tx, companyId, period)) {
      return 'already_issued';
    }
    const bounds = periodBounds(period);
    const start = parisInstant(bounds.start, 0);
    const end = parisInstant(bounds.nextStart, 0);
    const activeAgents = await repository.findActiveAgents(tx, companyId, end);
    const confirmations = await repository.findLinkConfirmations(tx, companyId, start, end);
    const byChannel = (channel: 'email' | 'sms'): InvoiceLineItem[] =>
      confirmations
        .filter((mission) => mission.channel === channel)
        .map((mission) => ({
          label: mission.clientName,
          date: parisDateOf(mission.createdAt),
          channel,
          missionId: mission.id,
        }));
    const emailItems = byChannel('email');
    const smsItems = byChannel('sms');
    const lines = invoiceLinesFor(
      {
        plan,
        activeAgents: activeAgents.length,
        emailConfirmations: emailItems.length,
        smsConfirmations: smsItems.length,
      },
      periodLabel(period),
    );
    if (lines.length === 0) {
      return 'nothing_to_bill';
    }
    const identity = await repository.getLegalIdentity(tx, companyId);
    if (!identity) {
      return 'no_legal_identity';
    }
    const companyName = await repository.getCompanyName(tx, companyId);
    const itemsOf: Record<string, InvoiceLineItem[]> = {
      subscription: activeAgents.map((agent) => ({
        label: agent.name,
        date: null,
        channel: null,
        agentId: agent.id,
      })),
      email_confirmations: emailItems,
      sms_confirmations: smsItems,
    };
    const totals = invoiceTotalsOf(lines);
    const issueDate = parisDateOf(now);
    const sequence = await repository.takeNextSequence(tx);
    const invoiceId = await repository.insertInvoice(tx, {
      companyId,
      sequence,
      number: invoiceNumberOf(sequence),
      kind: 'invoice',
      period,
      periodStart: bounds.start,
      periodEnd: bounds.end,
      issueDate,
      dueDate: addDays(issueDate, PAYMENT_TERM_DAYS),
      seller,
      buyer: {
        companyName: companyName ?? identity.legalName,
        legalName: identity.legalName,
        address: identity.address,
        postalCode: identity.postalCode,
        city: identity.city,
        siren: identity.siren,
        vatNumber: identity.vatNumber,
      },
      plan,
      rdvCount: emailItems.length + smsItems.length,
      totalHtCents: totals.htCents,
      totalTvaCents: totals.tvaCents,
      totalTtcCents: totals.ttcCents,
    });
    await repository.insertInvoiceLines(
      tx,
      lines.map((line, index) => ({
        companyId,
        invoiceId,
        lineNo: index + 1,
        kind: line.kind,
        description: line.description,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        htCents: line.htCents,
        tvaCents: line.tvaCents,
        ttcCents: line.ttcCents,
        items: itemsOf[line.kind] ?? [],
      })),
    );
    return 'issued';
  });
}

/**
 * POST /payments/generate-all-invoices (the operator): every company's invoice of the period, one
 * transaction each, so that one company's failure leaves the others issued. Run twice, it
 * issues nothing twice.
 */
export async function generateAllInvoices({
  db,
  period,
  seller,
  now = new Date(),
  log,
}: {
  db: Database;
  period: string | undefined;
  seller: InvoiceParty | undefined;
  now?: Date;
  log?: (companyId: number, error: unknown) => void;
}): Promise<GenerationSummary & { failed: GenerationFailure[] }> {
  const chosen = periodToGenerate(period, now);
  const checkedSeller = sellerOf(seller);
  const summary: GenerationSummary = {
    period: chosen,
    success: 0,
    failures: 0,
    already_issued: 0,
    nothing_to_bill: 0,
  };
  const bounds = periodBounds(chosen);
  const { ids, companyCount } = await repository.findBillableCompanyIds(
    db,
    parisInstant(bounds.start, 0),
    parisInstant(bounds.nextStart, 0),
  );
  summary.nothing_to_bill = companyCount - ids.length;
  const failed: { companyId: number; reason: InvoiceRunFailureReason }[] = [];
  for (const companyId of ids) {
    try {
      const outcome = await issueMonthlyInvoice({
        db,
        companyId,
        period: chosen,
        seller: checkedSeller,
        now,
      });
      if (outcome === 'issued') {
        summary.success += 1;
      } else if (outcome === 'no_legal_identity') {
        failed.push({ companyId, reason: 'no_legal_identity' });
      } else {
        summary[outcome] += 1;
      }
    } catch (error) {
      log?.(companyId, error);
      failed.push({ companyId, reason: 'error' });
    }
  }
  summary.failures = failed.length;
  const names = await repository.findCompanyNames(
    db,
    failed.map((failure) => failure.companyId),
  );
  return {
    ...summary,
    failed: failed.map(({ companyId, reason }) => ({
      company_id: companyId,
      company_name: names.get(companyId) ?? '',
      reason,
      message: MESSAGES.payments.runFailureReasons[reason],
    })),
  };
}
