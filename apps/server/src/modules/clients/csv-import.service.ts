import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  MESSAGES,
  hasPlanLimit,
  planLimitOf,
  type CsvImportResult,
  type ImportReportLine,
} from '@tourneo/domain';
import { nextWorkingDayAtNine } from '@tourneo/domain/scheduling/message-times';
import type { CompanyScope, Executor } from '../../db/client.ts';
import { lockClientCreations } from '../../db/company-lock.ts';
import { publishIntegrationEvent } from '../../db/integration-events.ts';
import { clients } from '../../db/schema/index.ts';
import { AppError, isUniqueViolation } from '../../errors.ts';
import { randomBytes } from 'node:crypto';
import {
  analyzeClients,
  countClients,
  findExistingClientKeys,
  findOperationOptions,
  type ImportCampaign,
  insertImportedClients,
  updateImportedClients,
  type ExistingClientKey,
  type ImportRow,
} from './clients.repository.ts';
import { readClientRows } from './csv-rows.ts';
import { resolvePartnerId } from './clients.service.ts';
import { getOfflineIndex } from '../../geo/offline-index.ts';
import { checkAddressInIndex, locateInIndex } from '../../geo/offline-search.ts';

/** Largest accepted upload and number of data rows (both answered with a French error). */
export const CSV_MAX_BYTES = 50 * 1024 * 1024;
export const CSV_MAX_ROWS = 200_000;
/** Rows written per statement. */
const BATCH_SIZE = 2000;
/** Imports at least this large refresh the planner's statistics of the clients table. */
const ANALYZE_AFTER_ROWS = 5000;
/** Report lines returned (the counts stay exact beyond). */
export const CSV_REPORT_MAX = 5000;

interface PendingRow extends ImportRow {
  line: number;
}

/**
 * Imports a CSV of clients into a campaign, in one transaction: an over-limit or unreadable file
 * imports nothing, while bad rows are reported and skipped. A row is the same client as an existing
 * one with the same e-mail, or the same name and phone: it updates it. Every imported or updated
 * client gets a pending booking invitation for the next working day at 9h00 (Paris).
 */
export async function importClientsCsv(
  options: CompanyScope & {
    campagne: string;
    /** The partner sending the campaign's messages; omitted: the company's default partner. */
    partnerId?: number | undefined;
    file: Readable;
    now?: Date;
    /** Defaults to CSV_MAX_ROWS. */
    maxRows?: number;
  },
): Promise<CsvImportResult> {
  const maxRows = options.maxRows ?? CSV_MAX_ROWS;
  const { db, companyId, campagne, file } = options;
  const campaign: ImportCampaign = {
    campagne,
    partnerId: await resolvePartnerId({ db, companyId, partnerId: options.partnerId }),
  };
  const scheduledFor = nextWorkingDayAtNine(options.now ?? new Date());
  const result: CsvImportResult = {
    campagne,
    imported: 0,
    updated: 0,
    skipped: 0,
    invalid: 0,
    rows: 0,
    unknownOperations: [],
    report: [],
    reportTruncated: false,
  };
  const report = (line: number, status: ImportReportLine['status'], reason: string) => {
    result[status] += 1;
    if (result.report.length < CSV_REPORT_MAX) {
      result.report.push({ line, status, reason });
    } else {
      result.reportTruncated = true;
    }
  };

  // Imported addresses take the coordinates of their postal code and commune (offline index, no network);
  // a row whose postal code is not the commune it names is refused.
  const geoIndex = await getOfflineIndex();
  const operations = await findOperationOptions(db, companyId);
  const operationIds = new Map<string, number>();
  for (const operation of operations) {
    const key = operation.name.trim().toLowerCase();
    if (!operationIds.has(key)) {
      operationIds.set(key, operation.id);
    }
  }
  const unknownOperations = new Set<string>();
  // Lines of this file that already claimed an existing client.
  const seenClients = new Map<number, number>();

  await db.transaction(async (tx) => {
    // The plan's client limit: counted under the company's client-creation lock, checked as the
    // batches are written; beyond it the whole import rolls back.
    const plan = await lockClientCreations(tx, companyId);
    const clientLimit = plan && hasPlanLimit(plan, 'clients') ? planLimitOf(plan, 'clients') : undefined;
    const existingClients =
      clientLimit === undefined ? 0 : await countClients(tx, eq(clients.companyId, companyId));
    const refuseBeyondLimit = () => {
      if (clientLimit !== undefined && existingClients + result.imported > clientLimit) {
        throw new AppError('FORBIDDEN', MESSAGES.imports.clientLimitExceeded(clientLimit, existingClients));
      }
    };
    let batch: PendingRow[] = [];
    // One batch is written while the next one is read and checked: on PostgreSQL the parsing
    // (this process) and the inserts (the database server) overlap. Writes stay in order.
    let writing: Promise<void> = Promise.resolve();
    const flush = async () => {
      if (batch.length === 0) {
        return;
      }
      const rows = batch;
      batch = [];
      const previous = writing;
      writing = previous
        .then(() => writeBatch(tx, companyId, campaign, scheduledFor, rows, seenClients, report, result))
        .then(refuseBeyondLimit);
      writing.catch(() => undefined);
      await previous;
    };

    try {
      for await (const events of readClientRows(file, { operationIds, maxRows })) {
        for (const event of events) {
          result.rows += 1;
          if (event.kind === 'report') {
            report(event.line, event.status, event.reason);
            if (event.unknownOperation !== undefined) {
              unknownOperations.add(event.unknownOperation);
            }
            continue;
          }
          const { row } = event;
          const checked = checkAddressInIndex(geoIndex, row.adresse, row.codePostal);
          if (checked.status === 'mismatch') {
            report(row.line, 'invalid', checked.message);
            continue;
          }
          const located = locateInIndex(geoIndex, row.codePostal, row.adresse);
          batch.push({ ...row, latitude: located?.latitude ?? null, longitude: located?.longitude ?? null });
          if (batch.length >= BATCH_SIZE) {
            await flush();
          }
        }
      }
      await flush();
      await writing;
      if (result.imported + result.updated > 0) {
        // Webhooks (issue 27): one event for the import, committed with it.
        await publishIntegrationEvent(
          { db: tx, companyId },
          {
            type: 'client.imported',
            missionId: null,
            data: { imported: result.imported, updated: result.updated, rows: result.rows },
          },
        );
      }
    } catch (error) {
      // Let a write in flight settle before the transaction rolls back.
      await writing.catch(() => undefined);
      throw error;
    }
  });
  if (result.imported + result.updated >= ANALYZE_AFTER_ROWS) {
    // Fresh statistics keep the search plans on their indexes right away (PGlite has no autovacuum).
    await analyzeClients(db);
  }
  result.unknownOperations = [...unknownOperations].sort();
  result.report.sort((left, right) => left.line - right.line);
  return result;
}

/** Looks up existing clients by the two identities of a client. */
class ClientKeys {
  readonly #byEmail = new Map<string, number>();
  readonly #byNamePhone = new Map<string, number>();

  constructor(clients: readonly ExistingClientKey[]) {
    for (const client of clients) {
      if (client.emailKey && !this.#byEmail.has(client.emailKey)) {
        this.#byEmail.set(client.emailKey, client.id);
      }
      if (client.phoneKey) {
        this.#byNamePhone.set(`${client.nameKey}\u0000${client.phoneKey}`, client.id);
      }
    }
  }

  /** The existing client a row designates: same e-mail first, else same name and phone. */
  match(row: ImportRow): number | undefined {
    return (
      (row.emailKey ? this.#byEmail.get(row.emailKey) : undefined) ??
      (row.phoneKey ? this.#byNamePhone.get(`${row.nameKey}\u0000${row.phoneKey}`) : undefined)
    );
  }
}

const CONFLICT_REASON = 'Conflit avec un autre client existant (même e-mail, ou même nom et même téléphone)';

type Reporter = (line: number, status: ImportReportLine['status'], reason: string) => void;

/**
 * Writes one batch inside a savepoint. If a statement fails on a unique key (a row that matches
 * two different existing clients), the batch is replayed row by row so only that row is refused.
 */
async function writeBatch(
  tx: Executor,
  companyId: number,
  campaign: ImportCampaign,
  scheduledFor: Date,
  batch: PendingRow[],
  seenClients: Map<number, number>,
  report: Reporter,
  result: CsvImportResult,
): Promise<void> {
  try {
    const outcome = await tx.transaction((savepoint) =>
      writeRows(savepoint, companyId, campaign, scheduledFor, batch, seenClients),
    );
    result.imported += outcome.imported;
    result.updated += outcome.updated;
    for (const [id, line] of outcome.claimed) {
      seenClients.set(id, line);
    }
    for (const line of outcome.conflicts) {
      report(line, 'invalid', CONFLICT_REASON);
    }
    for (const duplicate of outcome.duplicates) {
      report(duplicate.line, 'skipped', `${MESSAGES.imports.duplicateOfLine}${duplicate.earlier}`);
    }
  } catch (error) {
    if (!isUniqueViolation(error)) {
      throw error;
    }
    if (batch.length === 1) {
      report(batch[0]!.line, 'invalid', CONFLICT_REASON);
      return;
    }
    for (const row of batch) {
      await writeBatch(tx, companyId, campaign, scheduledFor, [row], seenClients, report, result);
    }
  }
}

/** Each row with its booking link token: 128 random bits, base64url (as newBookingToken), drawn at once. */
function withBookingTokens(rows: readonly PendingRow[]): (PendingRow & { uniqueLink: string })[] {
  const bytes = randomBytes(16 * rows.length);
  return rows.map((row, index) => ({
    ...row,
    uniqueLink: bytes.subarray(16 * index, 16 * (index + 1)).toString('base64url'),
  }));
}

async function writeRows(
  tx: Executor,
  companyId: number,
  campaign: ImportCampaign,
  scheduledFor: Date,
  batch: PendingRow[],
  seenClients: ReadonlyMap<number, number>,
) {
  const toUpdate: (PendingRow & { id: number })[] = [];
  const claimed = new Map<number, number>();
  const duplicates: { line: number; earlier: number }[] = [];
  const conflicts: number[] = [];
  // Insert first: new clients (the usual case) cost one statement; the rows that meet an existing
  // client's e-mail, or name and phone, are then looked up and updated.
  const rows = withBookingTokens(batch);
  const notInserted = await insertImportedClients(tx, companyId, campaign, rows, scheduledFor);
  if (notInserted.size > 0) {
    const existingRows = rows.filter((row) => notInserted.has(row.uniqueLink));
    const existing = new ClientKeys(await findExistingClientKeys(tx, companyId, existingRows));
    for (const row of existingRows) {
      const id = existing.match(row);
      if (id === undefined) {
        conflicts.push(row.line);
        continue;
      }
      const earlier = seenClients.get(id) ?? claimed.get(id);
      if (earlier !== undefined) {
        duplicates.push({ line: row.line, earlier });
        continue;
      }
      claimed.set(id, row.line);
      toUpdate.push({ ...row, id });
    }
  }
  await updateImportedClients(tx, companyId, campaign, toUpdate, scheduledFor);
  return {
    imported: batch.length - notInserted.size,
    updated: toUpdate.length,
    claimed,
    duplicates,
    conflicts,
  };
}
