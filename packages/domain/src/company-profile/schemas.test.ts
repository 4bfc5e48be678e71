import { describe, expect, it } from 'vitest';
import { COMPANY_PROFILE_MESSAGES as M } from '../messages/company-profile-fr.ts';
import { updateCompanyProfileSchema } from './schemas.ts';

const messagesOf = (input: unknown) => {
  const result = updateCompanyProfileSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('updateCompanyProfileSchema', () => {
  it('stores the phone in E.164 and the e-mail trimmed', () => {
    expect(
      updateCompanyProfileSchema.parse({
        contact_email: ' contact@plomberie.fr ',
        contact_phone: '01 23 45 67 89',
      }),
    ).toEqual({ contact_email: 'contact@plomberie.fr', contact_phone: '+33123456789' });
  });

  it('clears a blank, null or missing contact', () => {
    expect(updateCompanyProfileSchema.parse({ contact_email: '  ', contact_phone: null })).toEqual({
      contact_email: null,
      contact_phone: null,
    });
    expect(updateCompanyProfileSchema.parse({})).toEqual({ contact_email: null, contact_phone: null });
  });

  it('refuses a bad e-mail or phone in French', () => {
    expect(messagesOf({ contact_email: 'pas-un-email' })).toEqual([M.contactEmailInvalid]);
    expect(messagesOf({ contact_email: `${'a'.repeat(250)}@exemple.fr` })).toEqual([M.contactEmailTooLong]);
    expect(messagesOf({ contact_phone: '12345' })).toEqual([M.contactPhoneInvalid]);
    expect(messagesOf({ contact_phone: '+44 20 7946 0958' })).toEqual([M.contactPhoneInvalid]);
    expect(messagesOf({ contact_email: 42 })).toEqual([M.contactEmailInvalid]);
  });
});
