import {
  appointmentStateOf,
  billingMarkRefusal,
  type BillingMark,
  type BillingMarkResponse,
} from '@tourneo/domain';
import type { CompanyScope } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import * as repository from './billing.repository.ts';

interface MarkOptions extends CompanyScope {
  /** The signed-in account, recorded with the change. */
  changedBy: string;
  /** Who changes it, for the audit log. */
  actor: AuditActor;
  missionId: number;
  now?: Date;
}

/**
 * Moves an appointment's billing status one step forward (spec 2 §4), under a row lock so that
 * two clicks at once make one change: 404 for another company's, 409 when the lifecycle's
 * `billingMarkRefusal` refuses (a step that is not the next one, a cancelled appointment not billed
 * yet). 'Marquer facturé' freezes its price:
 * the one already frozen by its month's close, else its operation's of today.
 */
async function markBillingStatus(
  mark: BillingMark,
  { db, companyId, changedBy, actor, missionId, now = new Date() }: MarkOptions,
): Promise<BillingMarkResponse['data']> {
  return db.transaction(async (tx) => {
    const current = await repository.lockMissionBilling(tx, companyId, missionId);
    if (!current) {
      throw notFound();
    }
    const refusal = billingMarkRefusal(
      { state: appointmentStateOf(current.status), billing: current.billing_status },
      mark,
    );
    if (refusal) {
      throw new AppError('CONFLICT', refusal);
    }
    const row = await repository.markMission(tx, companyId, {
      missionId,
      from: current.billing_status,
      mark,
      priceCents: current.price_cents === null ? null : Number(current.price_cents),
      changedBy,
      at: now,
    });
    await recordAudit(
      { db: tx, companyId },
      {
        actor,
        action: mark === 'billed' ? 'mission_marked_billed' : 'mission_marked_paid',
        target: { type: 'mission', id: row.id },
        details: { from: current.billing_status, to: row.billing_status },
        at: now,
      },
    );
    return {
      id: row.id,
      billing_status: row.billing_status,
      billed_at: row.billed_at === null ? null : new Date(row.billed_at).toISOString(),
      paid_at: row.paid_at === null ? null : new Date(row.paid_at).toISOString(),
    };
  });
}

/** POST /billing/mark-billed: pending -> billed. */
export const markBilled = (options: MarkOptions) => markBillingStatus('billed', options);

/** POST /billing/mark-paid: billed -> paid. */
export const markPaid = (options: MarkOptions) => markBillingStatus('paid', options);
