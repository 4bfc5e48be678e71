import { asc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { deleteRows, firstCompanyRowId, inCompany, updateCompanyRow } from '../../db/queries.ts';
import { clients, partners } from '../../db/schema/index.ts';

export interface PartnerColumns {
  nom: string;
  email: string;
  telephone: string;
  serveurSmtp: string;
  portSmtp: number;
  secure: boolean;
}

/** Every column but the encrypted password, which no answer carries. */
const publicColumns = {
  id: partners.id,
  nom: partners.nom,
  email: partners.email,
  telephone: partners.telephone,
  serveurSmtp: partners.serveurSmtp,
  portSmtp: partners.portSmtp,
  secure: partners.secure,
  isDefault: partners.isDefault,
};

export type PartnerRow = PartnerColumns & { id: number; isDefault: boolean };

export async function findPartners(db: Executor, companyId: number): Promise<PartnerRow[]> {
  return db
    .select(publicColumns)
    .from(partners)
    .where(eq(partners.companyId, companyId))
    .orderBy(asc(partners.nom), asc(partners.id));
}

export async function getEncryptedPassword(db: Executor, companyId: number, partnerId: number) {
  const [row] = await db
    .select({ encryptedPassword: partners.encryptedPassword })
    .from(partners)
    .where(inCompany(partners, companyId, { id: partnerId }));
  return row?.encryptedPassword;
}

export async function getPartnerForUpdate(
  db: Executor,
  companyId: number,
  partnerId: number,
): Promise<PartnerRow | undefined> {
  const [row] = await db
    .select(publicColumns)
    .from(partners)
    .where(inCompany(partners, companyId, { id: partnerId }))
    .for('update');
  return row;
}

/** The company's default partner id, if it has partners. */
export async function getDefaultPartnerId(db: Executor, companyId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(inCompany(partners, companyId, { isDefault: true }));
  return row?.id;
}

/** Makes a partner the default one; two statements, since the unique index allows one default at a time. */
export async function setDefaultPartnerRow(db: Executor, companyId: number, partnerId: number) {
  await db
    .update(partners)
    .set({ isDefault: false })
    .where(inCompany(partners, companyId, { isDefault: true }, ne(partners.id, partnerId)));
  await db
    .update(partners)
    .set({ isDefault: true })
    .where(inCompany(partners, companyId, { id: partnerId }));
}

/** The oldest partner but one, to inherit the default. */
export async function getOldestPartnerIdExcept(db: Executor, companyId: number, partnerId: number) {
  return firstCompanyRowId(db, partners, companyId, ne(partners.id, partnerId));
}

/** Hands a partner's clients to another partner (or to none). */
export async function moveClientsOfPartner(
  db: Executor,
  companyId: number,
  fromPartnerId: number,
  toPartnerId: number | null,
): Promise<void> {
  await db
    .update(clients)
    .set({ partnerId: toPartnerId })
    .where(inCompany(clients, companyId, { partnerId: fromPartnerId }));
}

export async function insertPartner(
  db: Executor,
  companyId: number,
  values: PartnerColumns & { encryptedPassword: string; isDefault: boolean },
): Promise<PartnerRow> {
  const [row] = await db
    .insert(partners)
    .values({ companyId, ...values })
    .returning(publicColumns);
  return row!;
}

export async function updatePartnerRow(
  db: Executor,
  companyId: number,
  partnerId: number,
  values: PartnerColumns & { encryptedPassword?: string },
): Promise<PartnerRow | undefined> {
  return updateCompanyRow(db, partners, companyId, partnerId, values, publicColumns);
}

export async function deletePartnerRow(db: Executor, companyId: number, partnerId: number) {
  return deleteRows(db, partners, inCompany(partners, companyId, { id: partnerId }));
}
