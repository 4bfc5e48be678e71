import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, companyBranding } from '../../db/schema/index.ts';

export type BrandingRow = typeof companyBranding.$inferSelect;

/** The company's name and plan, and its branding row if it has one. */
export async function findCompanyBranding(executor: Executor, companyId: number) {
  const [row] = await executor
    .select({ name: companies.name, plan: companies.subscriptionPlan, branding: companyBranding })
    .from(companies)
    .leftJoin(companyBranding, eq(companyBranding.companyId, companies.id))
    .where(eq(companies.id, companyId));
  return row;
}

/** The company whose logo is the file `<uuid>.<ext>` (checked by the route's schema), with its plan. */
export async function findLogoOwner(executor: Executor, file: string) {
  const [row] = await executor
    .select({ plan: companies.subscriptionPlan, branding: companyBranding })
    .from(companyBranding)
    .innerJoin(companies, eq(companies.id, companyBranding.companyId))
    .where(sql`${companyBranding.logoKey} like ${`companies/%/branding/${file}`}`);
  return row;
}

/** The company that answers on a custom domain, if one set it. */
export async function findCompanyIdByDomain(executor: Executor, domain: string) {
  const [row] = await executor
    .select({ companyId: companyBranding.companyId })
    .from(companyBranding)
    .where(sql`lower(${companyBranding.customDomain}) = ${domain.toLowerCase()}`);
  return row?.companyId;
}

export async function upsertBranding(
  executor: Executor,
  companyId: number,
  values: Partial<Omit<BrandingRow, 'companyId' | 'updatedAt'>>,
) {
  const [row] = await executor
    .insert(companyBranding)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: companyBranding.companyId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return row!;
}
