import type { CompanyProfile } from '@tourneo/domain';
import type * as repository from './company-profile.repository.ts';

export const presentProfile = (row: repository.CompanyProfileRow): CompanyProfile => ({
  name: row.name,
  contact_email: row.contactEmail,
  contact_phone: row.contactPhone,
});
