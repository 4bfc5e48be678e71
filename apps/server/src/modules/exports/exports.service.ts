import {
  BILLING_STATUS_LABELS,
  type MissionsExportQuery,
  type SessionStatus,
  type BillingStatus,
} from '@tourneo/domain';
import { MISSION_STATUS_LABELS } from '@tourneo/domain/missions/status-labels';
import { slotToClock } from '@tourneo/domain/time-slots/slot-clock';
import type { CompanyScope } from '../../db/client.ts';
import { CSV_BATCH_SIZE, rowsInBatches } from '../../http/csv-download.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import * as repository from './exports.repository.ts';

/** An export leaves a line in the audit log before its file goes out (issue 26, decision 0039). */
export async function recordExport(
  scope: CompanyScope,
  actor: AuditActor,
  what: 'clients' | 'missions',
  period?: MissionsExportQuery,
) {
  await recordAudit(scope, {
    actor,
    action: what === 'clients' ? 'clients_exported' : 'missions_exported',
    details: period?.from && period.to ? { from: period.from, to: period.to } : {},
  });
}

/** How a mission came in, as the billing screen says it. */
const ORIGIN_LABELS: Record<string, string> = {
  automatic: 'Lien de réservation',
  semi_automatic: 'Lien validé par le planificateur',
  manual: 'Calendrier',
};

/**
 * `GET /clients/export.csv`: the company's clients, one line each, read 1,000 at a time as the
 * file goes out (the import's columns first: the file imports back).
 */
export async function* clientLines({ db, companyId }: CompanyScope, size = CSV_BATCH_SIZE) {
  const rows = rowsInBatches(
    (after: number | undefined, batch) => repository.readClientsAfter(db, companyId, after ?? 0, batch),
    (row) => row.id,
    size,
  );
  for await (const row of rows) {
    yield [
      row.name,
      row.prenom,
      row.email,
      row.telephone,
      row.adresse,
      row.code_postal,
      row.operation_name,
      row.campagne,
      row.created_at,
    ];
  }
}

/**
 * `GET /missions/export.csv`: the company's sessions of the period (every one without a period),
 * one line each in time order, read 1,000 at a time as the file goes out.
 */
export async function* missionLines(
  { db, companyId }: CompanyScope,
  query: MissionsExportQuery,
  size = CSV_BATCH_SIZE,
) {
  const period = query.from && query.to ? { from: query.from, to: query.to } : undefined;
  const rows = rowsInBatches(
    (after: repository.SessionKey | undefined, batch) =>
      repository.readSessionsAfter(db, companyId, { period, after, size: batch }),
    (row) => ({ date: row.date, beginning: row.beginning, sessionId: row.session_id }),
    size,
  );
  for await (const row of rows) {
    yield [
      row.mission_id,
      row.date,
      slotToClock(row.beginning),
      slotToClock(row.ending),
      row.client_name,
      row.adresse,
      row.appartement,
      row.operation_name,
      row.agents,
      MISSION_STATUS_LABELS[row.session_status as SessionStatus],
      BILLING_STATUS_LABELS[row.billing_status as BillingStatus],
      ORIGIN_LABELS[row.creation_type] ?? row.creation_type,
    ];
  }
}
