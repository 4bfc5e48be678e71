/**
 * The company profile ('Mon entreprise'): the contact e-mail and phone the company's clients see
 * on their booking page (docs/decisions/0014-booking.md, "Contact").
 */
import { type CompanyProfile, type UpdateCompanyProfile } from '@tourneo/domain';
import type { CompanyScope } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import * as repository from './company-profile.repository.ts';
import { presentProfile } from './company-profile.presenter.ts';

export async function getCompanyProfile({ db, companyId }: CompanyScope): Promise<CompanyProfile> {
  const row = await repository.getCompanyProfile(db, companyId);
  if (!row) {
    // The session's company, deleted meanwhile.
    throw notFound();
  }
  return presentProfile(row);
}

export async function updateCompanyProfile({
  db,
  companyId,
  input,
}: CompanyScope & { input: UpdateCompanyProfile }): Promise<CompanyProfile> {
  const row = await repository.updateCompanyContact(db, companyId, {
    contactEmail: input.contact_email,
    contactPhone: input.contact_phone,
  });
  if (!row) {
    // The session's company, deleted meanwhile.
    throw notFound();
  }
  return presentProfile(row);
}
