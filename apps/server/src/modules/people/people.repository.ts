import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PersonRole } from '@tourneo/domain';
import type { Executor } from '../../db/client.ts';
import { inCompany, linkFields } from '../../db/queries.ts';
import {
  adminSessions,
  companies,
  passwordResets,
  people,
  personInvitations,
} from '../../db/schema/index.ts';

const personColumns = {
  id: people.id,
  name: people.name,
  email: people.email,
  role: people.role,
  createdAt: people.createdAt,
};

export async function findPeople(db: Executor, companyId: number) {
  return db.select(personColumns).from(people).where(inCompany(people, companyId)).orderBy(asc(people.id));
}

/** The invitations still waiting (not used, not expired). */
export async function findPendingInvitations(db: Executor, companyId: number, now: Date) {
  return db
    .select({
      id: personInvitations.id,
      email: personInvitations.email,
      role: personInvitations.role,
      createdAt: personInvitations.createdAt,
    })
    .from(personInvitations)
    .where(
      inCompany(
        personInvitations,
        companyId,
        {},
        isNull(personInvitations.usedAt),
        gt(personInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(personInvitations.id));
}

export async function getCompanyName(db: Executor, companyId: number) {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name;
}

/** Is the address already a person's, in any company? */
export async function isEmailTaken(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: people.id })
    .from(people)
    .where(sql`lower(${people.email}) = lower(${email})`)
    .limit(1);
  return row !== undefined;
}

/** A new invitation of an address replaces its unused ones in the company: only the last link works. */
export async function deleteUnusedInvitations(db: Executor, companyId: number, email: string) {
  await db
    .delete(personInvitations)
    .where(
      inCompany(
        personInvitations,
        companyId,
        {},
        isNull(personInvitations.usedAt),
        sql`lower(${personInvitations.email}) = lower(${email})`,
      ),
    );
}

export async function insertInvitation(
  db: Executor,
  values: {
    companyId: number;
    email: string;
    role: PersonRole;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<number> {
  const [row] = await db.insert(personInvitations).values(values).returning({ id: personInvitations.id });
  return row!.id;
}

/** The invitation of a token's hash with its company's name; `forUpdate` locks it (accepting). */
export async function getInvitationByTokenHash(db: Executor, tokenHash: string, forUpdate = false) {
  const query = db
    .select({
      ...linkFields(personInvitations),
      email: personInvitations.email,
      role: personInvitations.role,
      companyName: companies.name,
    })
    .from(personInvitations)
    .innerJoin(companies, eq(companies.id, personInvitations.companyId))
    .where(eq(personInvitations.tokenHash, tokenHash));
  const [row] = forUpdate ? await query.for('update', { of: personInvitations }) : await query;
  return row;
}

/** Ends a pending invitation now (its link then answers as expired); its e-mail, if it was one. */
export async function expireInvitation(db: Executor, companyId: number, id: number, now: Date) {
  const [row] = await db
    .update(personInvitations)
    .set({ expiresAt: now })
    .where(
      inCompany(
        personInvitations,
        companyId,
        { id },
        isNull(personInvitations.usedAt),
        gt(personInvitations.expiresAt, now),
      ),
    )
    .returning({ email: personInvitations.email });
  return row?.email;
}

export async function markInvitationUsed(db: Executor, companyId: number, id: number, now: Date) {
  const rows = await db
    .update(personInvitations)
    .set({ usedAt: now })
    .where(inCompany(personInvitations, companyId, { id }, isNull(personInvitations.usedAt)))
    .returning({ id: personInvitations.id });
  return rows.length > 0;
}

export async function insertPerson(
  db: Executor,
  values: { companyId: number; email: string; name: string; role: PersonRole; passwordHash: string },
) {
  const [row] = await db.insert(people).values(values).returning(personColumns);
  return row!;
}

/** A person's role under a row lock (the role change reads what it replaces). */
export async function getPersonRole(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .select({ role: people.role })
    .from(people)
    .where(inCompany(people, companyId, { id }))
    .for('update');
  return row?.role;
}

export async function updatePersonRole(db: Executor, companyId: number, id: number, role: PersonRole) {
  const [row] = await db
    .update(people)
    .set({ role, updatedAt: new Date() })
    .where(inCompany(people, companyId, { id }))
    .returning(personColumns);
  return row;
}

export async function updatePersonPassword(
  db: Executor,
  companyId: number,
  id: number,
  passwordHash: string,
) {
  await db
    .update(people)
    .set({ passwordHash, updatedAt: new Date() })
    .where(inCompany(people, companyId, { id }));
}

/** Deletes the person; their sessions and reset links go with them (foreign keys, cascade). */
export async function deletePerson(db: Executor, companyId: number, id: number) {
  const [row] = await db
    .delete(people)
    .where(inCompany(people, companyId, { id }))
    .returning(personColumns);
  return row;
}

/** Ends every session of a person (a password reset); the triggers tell every server. */
export async function deletePersonSessions(db: Executor, companyId: number, personId: number) {
  await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.companyId, companyId), eq(adminSessions.personId, personId)));
}

/** A person signing in by e-mail, for a reset link. */
export async function getPersonByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: people.id, companyId: people.companyId })
    .from(people)
    .where(sql`lower(${people.email}) = lower(${email})`)
    .limit(1);
  return row;
}

/** The owner (company login) asking for a reset: the company by its name, and its contact e-mail. */
export async function getCompanyForOwnerReset(db: Executor, name: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, contactEmail: companies.contactEmail })
    .from(companies)
    .where(sql`lower(${companies.name}) = lower(${name})`)
    .limit(1);
  return row;
}

/** A reset link's account: a person, or the owner (`personId` null, decision 0044). */
const ofResetAccount = (personId: number | null) =>
  personId === null
    ? and(isNull(passwordResets.personId), eq(passwordResets.forOwner, true))
    : eq(passwordResets.personId, personId);

export async function insertPasswordReset(
  db: Executor,
  values: { companyId: number; personId: number | null; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<number> {
  const [row] = await db
    .insert(passwordResets)
    .values({ ...values, forOwner: values.personId === null })
    .returning({ id: passwordResets.id });
  return row!.id;
}

/** An account's unused reset links stop working when a new one is sent. */
export async function deleteUnusedResets(db: Executor, companyId: number, personId: number | null) {
  await db
    .delete(passwordResets)
    .where(inCompany(passwordResets, companyId, {}, ofResetAccount(personId), isNull(passwordResets.usedAt)));
}

/** The company password (the owner's), a reset's. */
export async function updateCompanyPassword(db: Executor, companyId: number, passwordHash: string) {
  await db.update(companies).set({ passwordHash }).where(eq(companies.id, companyId));
}

/** Ends every session of the company login (the owner); the triggers tell every server. */
export async function deleteOwnerSessions(db: Executor, companyId: number) {
  await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.companyId, companyId), isNull(adminSessions.personId)));
}

export async function getResetByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      ...linkFields(passwordResets),
      personId: passwordResets.personId,
      forOwner: passwordResets.forOwner,
    })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function markResetUsed(db: Executor, companyId: number, id: number, now: Date) {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(inCompany(passwordResets, companyId, { id }, isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return rows.length > 0;
}
