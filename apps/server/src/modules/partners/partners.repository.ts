import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { partners } from '../../db/schema/index.ts';

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
};

export type PartnerRow = PartnerColumns & { id: number };

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
    .where(and(eq(partners.companyId, companyId), eq(partners.id, partnerId)));
  return row?.encryptedPassword;
}

export async function insertPartner(
  db: Executor,
  companyId: number,
  values: PartnerColumns & { encryptedPassword: string },
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
  const [row] = await db
    .update(partners)
    .set(values)
    .where(and(eq(partners.companyId, companyId), eq(partners.id, partnerId)))
    .returning(publicColumns);
  return row;
}

export async function deletePartnerRow(db: Executor, companyId: number, partnerId: number) {
  const rows = await db
    .delete(partners)
    .where(and(eq(partners.companyId, companyId), eq(partners.id, partnerId)))
    .returning({ id: partners.id });
  return rows.length;
}
