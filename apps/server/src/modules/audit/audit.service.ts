import {
  AUDIT_PAGE_SIZE,
  MESSAGES,
  type AuditAction,
  type AuditActorKind,
  type AuditEntriesResponse,
  type AuditEntryView,
  type AuditQuery,
  type AuditVerifyResponse,
} from '@tourneo/domain';
import type { CompanyScope, Executor } from '../../db/client.ts';
import { GENESIS_HASH, hashEntry } from './audit-chain.ts';
import { maskIp } from '../../security/ip-network.ts';
import * as repository from './audit.repository.ts';

const m = MESSAGES.audit;
/** Entries read per query by the chain's check. */
const VERIFY_BATCH = 1_000;

/** Who acts: a person (`personId`), the owner (no person), or the server itself (`system`). */
export interface AuditActor {
  personId: number | null;
  /** The request's address (masked before it is stored); null for the system. */
  ip: string | null;
  isSystem?: boolean;
}

export const SYSTEM_ACTOR: AuditActor = { personId: null, ip: null, isSystem: true };

/** The signed-in account of a back-office request, and where it comes from. */
export function auditActorOf(request: {
  company: { person?: { id: number } | null };
  ip: string;
}): AuditActor {
  return { personId: request.company.person?.id ?? null, ip: request.ip };
}

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  /** What it acted on: a kind (`person`, `mission`, `client`…) and its id. */
  target?: { type: string; id: number | null };
  /** Ids, codes and counts only: no names, e-mails or other personal data. */
  details?: Record<string, string | number | boolean | null>;
  at?: Date;
}

const actorKindOf = (actor: AuditActor): AuditActorKind =>
  actor.isSystem ? 'system' : actor.personId === null ? 'owner' : 'person';

/**
 * Appends an entry to the company's chain, in the caller's transaction when `db` is one (so the
 * entry commits or rolls back with the change it records): the chain's lock, its last hash, the
 * new entry hashed over it. Call it last in a transaction: the lock is held until the commit.
 */
export async function recordAudit(
  { db, companyId }: CompanyScope<Executor>,
  record: AuditRecord,
): Promise<void> {
  await db.transaction(async (tx) => {
    await repository.lockChain(tx, companyId);
    const last = await repository.findLastEntry(tx, companyId);
    const fields = {
      companyId,
      seq: (last?.seq ?? 0) + 1,
      at: record.at ?? new Date(),
      actor: actorKindOf(record.actor),
      personId: record.actor.personId,
      action: record.action,
      targetType: record.target?.type ?? null,
      targetId: record.target?.id ?? null,
      details: record.details ?? {},
      ip: maskIp(record.actor.ip),
      previousHash: last?.hash ?? GENESIS_HASH,
    };
    await repository.insertEntry(tx, { ...fields, hash: hashEntry(fields) });
  });
}

/**
 * A reopened appointment's reason as the log shows it (issue 39): the reopening's text, or that it
 * was erased with the client's data, or that it went with its deleted appointment; null for
 * another action.
 */
function reopenReasonOf(
  action: AuditAction,
  reopening: { reason: string | null; erasedAt: unknown } | null,
): AuditEntryView['reopen_reason'] {
  if (action !== 'appointment_reopened') {
    return null;
  }
  if (reopening === null) {
    return { status: 'deleted' };
  }
  return reopening.reason === null ? { status: 'erased' } : { status: 'kept', text: reopening.reason };
}

/** `POST /audit/get-all`: one page of the company's entries, newest first. */
export async function findAuditEntries({
  db,
  companyId,
  query,
}: CompanyScope & { query: AuditQuery }): Promise<AuditEntriesResponse> {
  const { rows, total } = await repository.findEntries(db, companyId, query, AUDIT_PAGE_SIZE);
  return {
    success: true,
    total,
    page: query.page,
    page_size: AUDIT_PAGE_SIZE,
    entries: rows.map(({ entry, personName, reopening }) => ({
      id: entry.id,
      seq: entry.seq,
      at: new Date(entry.at).toISOString(),
      actor: entry.actor,
      person_id: entry.personId,
      person_name: personName,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      details: entry.details,
      reopen_reason: reopenReasonOf(entry.action, reopening),
      ip: entry.ip,
    })),
  };
}

/**
 * `POST /audit/verify`: walks the company's chain from its first entry and answers the first entry
 * whose rank, link (`previous_hash`) or own hash does not hold: a changed entry is reported at
 * itself, a removed one at its successor.
 */
export async function verifyAuditChain({ db, companyId }: CompanyScope): Promise<AuditVerifyResponse> {
  let previousHash = GENESIS_HASH;
  let expectedSeq = 1;
  for (;;) {
    const batch = await repository.findChainBatch(db, companyId, expectedSeq - 1, VERIFY_BATCH);
    for (const row of batch) {
      const at = new Date(row.at);
      const isIntact =
        row.seq === expectedSeq &&
        row.previousHash === previousHash &&
        hashEntry({ ...row, at, details: row.details }) === row.hash;
      if (!isIntact) {
        return {
          success: true,
          intact: false,
          checked: expectedSeq - 1,
          message: m.chainBroken(row.seq),
          broken: { id: row.id, seq: row.seq, at: at.toISOString(), action: row.action },
        };
      }
      previousHash = row.hash;
      expectedSeq += 1;
    }
    if (batch.length < VERIFY_BATCH) {
      return { success: true, intact: true, checked: expectedSeq - 1, message: m.chainIntact, broken: null };
    }
  }
}
