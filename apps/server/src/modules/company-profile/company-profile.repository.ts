import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';

/** The company's profile row: its name and the contact its clients see. */
export interface CompanyProfileRow {
  name: string;
  contactEmail: string | null;
  contactPhone: string | null;
}

const profileColumns = {
  name: companies.name,
  contactEmail: companies.contactEmail,
  contactPhone: companies.contactPhone,
};

export async function getCompanyProfile(
  db: Executor,
  companyId: number,
): Promise<CompanyProfileRow | undefined> {
  const [row] = await db.select(profileColumns).from(companies).where(eq(companies.id, companyId));
  return row;
}

export async function updateCompanyContact(
  db: Executor,
  companyId: number,
  contact: { contactEmail: string | null; contactPhone: string | null },
): Promise<CompanyProfileRow | undefined> {
  const [row] = await db
    .update(companies)
    .set(contact)
    .where(eq(companies.id, companyId))
    .returning(profileColumns);
  return row;
}
