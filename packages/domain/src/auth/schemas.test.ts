import { describe, expect, it } from 'vitest';
import { loginSchema, registerSchema } from './schemas.ts';
import { MESSAGES } from '../messages/fr.ts';

describe('loginSchema', () => {
  it('refuses empty or blank fields with the spec message', () => {
    for (const input of [
      {},
      { company_name: '', company_password: 'x' },
      { company_name: '   ', company_password: 'x' },
      { company_name: 'A', company_password: '' },
    ]) {
      const result = loginSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MESSAGES.auth.fillAllFields);
    }
  });

  it('trims the company name but keeps the password as typed', () => {
    expect(loginSchema.parse({ company_name: ' Acme ', company_password: ' pw ' })).toEqual({
      company_name: 'Acme',
      company_password: ' pw ',
    });
  });
});

describe('registerSchema', () => {
  it('asks for a password of at least 8 characters', () => {
    const result = registerSchema.safeParse({ company_name: 'Acme', company_password: 'short' });
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.auth.passwordTooShort);
  });
});
