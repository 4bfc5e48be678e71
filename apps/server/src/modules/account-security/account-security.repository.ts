import { and, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { adminSessions, companies, people, totpFactors } from '../../db/schema/index.ts';

/** One account of a company: a person, or the owner (company login) when `personId` is null. */
export interface AccountKey {
  companyId: number;
  personId: number | null;
}

const ofAccount = (
  table: { companyId: AnyPgColumn; personId: AnyPgColumn },
  { companyId, personId }: AccountKey,
) =>
  and(
    eq(table.companyId, companyId),
    personId === null ? isNull(table.personId) : eq(table.personId, personId),
  );

/** Who the account is: its label in the authenticator app, its password's hash, its company. */
export async function getAccount(db: Executor, { companyId, personId }: AccountKey) {
  if (personId === null) {
    const [row] = await db
      .select({ companyName: companies.name, passwordHash: companies.passwordHash })
      .from(companies)
      .where(eq(companies.id, companyId));
    return row && { ...row, label: row.companyName, person: null };
  }
  const [row] = await db
    .select({
      companyName: companies.name,
      passwordHash: people.passwordHash,
      id: people.id,
      name: people.name,
      email: people.email,
      role: people.role,
    })
    .from(people)
    .innerJoin(companies, eq(companies.id, people.companyId))
    .where(and(eq(people.companyId, companyId), eq(people.id, personId)));
  if (!row) {
    return undefined;
  }
  const { companyName, passwordHash, ...person } = row;
  return { companyName, passwordHash, label: person.email, person };
}

export async function getFactor(db: Executor, account: AccountKey) {
  const [row] = await db.select().from(totpFactors).where(ofAccount(totpFactors, account));
  return row;
}

/** A new enrolment replaces a pending one (never a confirmed one: `false` then). */
export async function replacePendingFactor(db: Executor, account: AccountKey, secret: string) {
  await db.delete(totpFactors).where(and(ofAccount(totpFactors, account), isNull(totpFactors.confirmedAt)));
  const rows = await db
    .insert(totpFactors)
    .values({ ...account, secret })
    .onConflictDoNothing()
    .returning({ id: totpFactors.id });
  return rows.length > 0;
}

/** Confirms a pending enrolment with its first code's step and the recovery codes' hashes. */
export async function confirmFactor(
  db: Executor,
  companyId: number,
  id: number,
  values: { step: number; recoveryCodeHashes: string[]; now: Date },
) {
  const rows = await db
    .update(totpFactors)
    .set({
      confirmedAt: values.now,
      lastUsedStep: values.step,
      recoveryCodeHashes: values.recoveryCodeHashes,
    })
    .where(and(eq(totpFactors.companyId, companyId), eq(totpFactors.id, id), isNull(totpFactors.confirmedAt)))
    .returning({ id: totpFactors.id });
  return rows.length > 0;
}

/** Spends a code's time step: false when this step or a later one was spent already (even concurrently). */
export async function spendStep(db: Executor, companyId: number, id: number, step: number) {
  const rows = await db
    .update(totpFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(totpFactors.companyId, companyId),
        eq(totpFactors.id, id),
        or(isNull(totpFactors.lastUsedStep), lt(totpFactors.lastUsedStep, step)),
      ),
    )
    .returning({ id: totpFactors.id });
  return rows.length > 0;
}

/** Spends a recovery code: false when it is none of the account's (or was spent already). */
export async function spendRecoveryCode(db: Executor, companyId: number, id: number, hash: string) {
  const rows = await db
    .update(totpFactors)
    .set({ recoveryCodeHashes: sql`array_remove(${totpFactors.recoveryCodeHashes}, ${hash})` })
    .where(
      and(
        eq(totpFactors.companyId, companyId),
        eq(totpFactors.id, id),
        isNotNull(totpFactors.confirmedAt),
        sql`${hash} = any(${totpFactors.recoveryCodeHashes})`,
      ),
    )
    .returning({ id: totpFactors.id });
  return rows.length > 0;
}

/** New recovery codes (their hashes) for a confirmed factor; false when it is gone meanwhile. */
export async function replaceRecoveryCodes(db: Executor, companyId: number, id: number, hashes: string[]) {
  const rows = await db
    .update(totpFactors)
    .set({ recoveryCodeHashes: hashes })
    .where(
      and(eq(totpFactors.companyId, companyId), eq(totpFactors.id, id), isNotNull(totpFactors.confirmedAt)),
    )
    .returning({ id: totpFactors.id });
  return rows.length > 0;
}

export async function deleteFactor(db: Executor, account: AccountKey) {
  await db.delete(totpFactors).where(ofAccount(totpFactors, account));
}

export async function isTotpRequiredForAdmins(db: Executor, companyId: number) {
  const [row] = await db
    .select({ required: companies.totpRequiredForAdmins })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.required ?? false;
}

export async function setTotpRequiredForAdmins(db: Executor, companyId: number, required: boolean) {
  await db.update(companies).set({ totpRequiredForAdmins: required }).where(eq(companies.id, companyId));
}

/** A session's public id: the first 16 hex digits of its token's hash (which is no credential). */
const sessionId = sql<string>`left(${adminSessions.tokenHash}, 16)`;

/** The account's live sessions, the latest used first. */
export async function findSessions(db: Executor, account: AccountKey, now: Date) {
  return db
    .select({
      id: sessionId,
      tokenHash: adminSessions.tokenHash,
      createdAt: adminSessions.createdAt,
      lastUsedAt: adminSessions.lastUsedAt,
      device: adminSessions.device,
      ipNetwork: adminSessions.ipNetwork,
    })
    .from(adminSessions)
    .where(and(ofAccount(adminSessions, account), gt(adminSessions.expiresAt, now)))
    .orderBy(desc(sql`coalesce(${adminSessions.lastUsedAt}, ${adminSessions.createdAt})`))
    .limit(200);
}

/** Ends one of the account's sessions (the database tells every server); its token's hash, if any. */
export async function deleteSession(db: Executor, account: AccountKey, id: string) {
  const [row] = await db
    .delete(adminSessions)
    .where(and(ofAccount(adminSessions, account), eq(sessionId, id)))
    .returning({ tokenHash: adminSessions.tokenHash });
  return row?.tokenHash;
}
