import { MESSAGES, type ClientExportResponse, type GdprSettingsInput } from '@tourneo/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { CompanyScope, Database } from '../../db/client.ts';
import { runUnitOfWork } from '../../db/unit-of-work.ts';
import { AppError } from '../../errors.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { SYSTEM_ACTOR, recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { cancelErasedClientAppointments } from '../missions/missions.service.ts';
import { PURGE_BATCH, purgeDeletedFiles } from '../mobile/mobile.service.ts';

/** Where a stored file that could not be deleted is reported (left for the next purge). */
type Logger = FastifyBaseLogger;
import * as repository from './gdpr.repository.ts';

const m = MESSAGES.gdpr;

interface ClientOptions extends CompanyScope {
  clientId: number;
  actor: AuditActor;
  storage: FileStorage;
  log: Logger;
}

/**
 * `POST /client/export` (issue 26, decision 0039): everything held about one client as one JSON
 * document (its row, its missions and their sessions, report answers and files, every version of
 * the reports and its files, the reasons of their reopenings, its messages and booking history),
 * each report file's bytes in base64 beside its row. The export is audited in the same
 * transaction as the reading.
 */
export async function exportClientData({
  db,
  companyId,
  clientId,
  actor,
  storage,
  now = new Date(),
}: Omit<ClientOptions, 'log'> & { now?: Date }): Promise<ClientExportResponse> {
  const data = await db.transaction(async (tx) => {
    const client = await repository.findClientRow(tx, companyId, clientId);
    if (!client) {
      throw new AppError('NOT_FOUND', m.notFound);
    }
    const missionIds = await repository.findClientMissionIds(tx, companyId, clientId);
    const held = await repository.readClientData(tx, companyId, clientId, missionIds);
    await recordAudit(
      { db: tx, companyId },
      {
        actor,
        action: 'client_data_exported',
        target: { type: 'client', id: clientId },
        details: {
          missions: missionIds.length,
          files: held.reportFiles.length,
          version_files: held.reportVersionFiles.length,
        },
        at: now,
      },
    );
    return { client, ...held };
  });
  const withContent = async (files: Record<string, unknown>[]) => {
    const read = [];
    for (const file of files) {
      const bytes = await storage.get(String(file.storage_key));
      read.push({ ...file, content_base64: bytes ? bytes.toString('base64') : null });
    }
    return read;
  };
  const reportFiles = await withContent(data.reportFiles);
  // Every version's photos and signature (issue 39), an earlier signature replaced since included.
  const reportVersionFiles = await withContent(data.reportVersionFiles);
  return {
    success: true,
    exported_at: now.toISOString(),
    client: data.client,
    missions: data.missions,
    sessions: data.sessions,
    report_answers: data.reportAnswers,
    report_files: reportFiles,
    report_versions: data.reportVersions,
    report_version_files: reportVersionFiles,
    reopenings: data.reopenings,
    messages: data.messages,
    booking: data.booking,
  };
}

/** The storage's bytes of the file rows just deleted (listed by the trigger in deleted_files), every batch. */
async function deleteStoredFiles(scope: CompanyScope & { storage: FileStorage; log: Logger }) {
  while ((await purgeDeletedFiles(scope)) === PURGE_BATCH) {
    // A full batch: there may be more.
  }
}

/**
 * `POST /client/erase`: the client's personal fields removed from every table that holds them, its
 * report photos and signatures deleted from the storage; its row and missions stay, anonymised
 * ('Client effacé'), so statistics and invoices keep their counts and amounts. Its open
 * appointments not billed are cancelled first (issue 39, `isCancelledByErasure`), in the same unit
 * of work, as no door may cancel them afterwards: the agents' calendars reload, the client hears
 * nothing. Audited in the same transaction. Answers how many appointments were cancelled.
 */
export async function eraseClient({ db, companyId, clientId, actor, storage, log }: ClientOptions) {
  const { files, cancelledAppointments } = await runUnitOfWork(db, companyId, async (tx, uow) => {
    const client = await repository.findClientRow(tx, companyId, clientId, true);
    if (!client) {
      throw new AppError('NOT_FOUND', m.notFound);
    }
    const quoted = [client.name, client.email, client.telephone, client.adresse].filter(
      (value): value is string => typeof value === 'string' && value.trim().length >= 3,
    );
    const cancelled = await cancelErasedClientAppointments({ uow, clientId });
    const missionIds = await repository.findClientMissionIds(tx, companyId, clientId);
    const deleted = await repository.eraseClientData(
      tx,
      companyId,
      clientId,
      missionIds,
      { name: m.erasedName, address: '' },
      quoted,
    );
    await recordAudit(
      { db: tx, companyId },
      {
        actor,
        action: 'client_erased',
        target: { type: 'client', id: clientId },
        details: { missions: missionIds.length, files: deleted.length, cancelled_appointments: cancelled },
      },
    );
    return { files: deleted, cancelledAppointments: cancelled };
  });
  await deleteStoredFiles({ db, companyId, storage, log });
  return { files: files.length, cancelledAppointments };
}

/** `POST /gdpr/get-settings`. */
export async function getGdprSettings({ db, companyId }: CompanyScope) {
  return { file_retention_days: await repository.getFileRetentionDays(db, companyId) };
}

/** `POST /gdpr/update-settings`: the retention of finished missions' photos and signatures. */
export async function updateGdprSettings({
  db,
  companyId,
  actor,
  input,
}: CompanyScope & { actor: AuditActor; input: GdprSettingsInput }) {
  await db.transaction(async (tx) => {
    await repository.setFileRetentionDays(tx, companyId, input.file_retention_days);
    await recordAudit(
      { db: tx, companyId },
      { actor, action: 'file_retention_changed', details: { days: input.file_retention_days } },
    );
  });
  return { file_retention_days: input.file_retention_days };
}

/**
 * The daily job: deletes the photos and signatures of finished missions past their company's
 * retention, then their stored bytes, and records one audit entry per company concerned. Safe on
 * several servers at once: each file row is deleted by one statement only.
 */
export async function applyFileRetention({
  db,
  storage,
  log,
  now = new Date(),
}: {
  db: Database;
  storage: FileStorage;
  log: Logger;
  now?: Date;
}) {
  const deleted = await repository.deleteExpiredFiles(db, now);
  const byCompany = new Map<number, { keys: string[]; missions: Set<number> }>();
  for (const row of deleted) {
    const entry = byCompany.get(row.company_id) ?? { keys: [], missions: new Set<number>() };
    entry.keys.push(row.storage_key);
    entry.missions.add(row.mission_id);
    byCompany.set(row.company_id, entry);
  }
  for (const [companyId, { keys, missions }] of byCompany) {
    await recordAudit(
      { db, companyId },
      {
        actor: SYSTEM_ACTOR,
        action: 'files_retention_applied',
        details: { files: keys.length, missions: missions.size },
        at: now,
      },
    );
    await deleteStoredFiles({ db, companyId, storage, log });
  }
  return { files: deleted.length, companies: byCompany.size };
}
