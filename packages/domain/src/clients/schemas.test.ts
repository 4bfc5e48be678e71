import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages/fr.ts';
import { csvImportFormSchema, emailKey, newClientSchema, phoneKey, updateClientSchema } from './schemas.ts';

const valid = {
  name: 'Durand',
  telephone: '06 45 67 89 01',
  adresse: '7 rue Nationale',
  code_postal: '92100',
  operation_name: 'Entretien chaudière',
};
const firstMessage = (input: object, schema: z.ZodType = newClientSchema) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('new client rules (spec 2 §5)', () => {
  it('accepts the required fields alone; prénom and e-mail are optional and blank means absent', () => {
    const parsed = newClientSchema.parse({ ...valid, prenom: ' ', email: '' });
    expect(parsed.prenom).toBeUndefined();
    expect(parsed.email).toBeUndefined();
  });

  it('postal code: exactly 5 digits', () => {
    for (const code of ['7500', '750011', '75 001', 'ABCDE', '']) {
      expect(firstMessage({ ...valid, code_postal: code })).toBe('Le code postal doit contenir 5 chiffres');
    }
    expect(newClientSchema.parse({ ...valid, code_postal: ' 01000 ' }).code_postal).toBe('01000');
  });

  it('requires name, address, phone and operation with their messages', () => {
    expect(firstMessage({ ...valid, name: '  ' })).toBe(MESSAGES.clients.nameRequired);
    expect(firstMessage({ ...valid, adresse: undefined })).toBe(MESSAGES.clients.addressRequired);
    expect(firstMessage({ ...valid, telephone: '' })).toBe(MESSAGES.clients.telephoneRequired);
    expect(firstMessage({ ...valid, operation_name: '' })).toBe(MESSAGES.clients.operationRequired);
  });

  it('checks the e-mail when given', () => {
    expect(firstMessage({ ...valid, email: 'jean@' })).toBe(MESSAGES.clients.emailInvalid);
    expect(newClientSchema.parse({ ...valid, email: ' jean@example.fr ' }).email).toBe('jean@example.fr');
  });

  it('edit: name and address share the spec message', () => {
    const base = { id: 1, name: 'A', adresse: 'B', code_postal: '75001' };
    expect(firstMessage({ ...base, name: '' }, updateClientSchema)).toBe(
      "Le nom et l'adresse sont obligatoires",
    );
    expect(firstMessage({ ...base, adresse: '' }, updateClientSchema)).toBe(
      "Le nom et l'adresse sont obligatoires",
    );
    expect(updateClientSchema.safeParse(base).success).toBe(true);
  });
});

describe('client identity keys', () => {
  it('reads French phone numbers in their usual forms as one key', () => {
    for (const phone of [
      '0612345678',
      '06 12 34 56 78',
      '06.12.34.56.78',
      '+33 6 12 34 56 78',
      '0033612345678',
    ]) {
      expect(phoneKey(phone)).toBe('0612345678');
    }
    expect(phoneKey('')).toBeNull();
  });

  it('compares e-mails without case or spaces', () => {
    expect(emailKey(' Jean.Dupont@Example.FR ')).toBe('jean.dupont@example.fr');
    expect(emailKey(undefined)).toBeNull();
  });
});

const validImport = { file: { name: 'clients.csv' }, campaign: 'Campagne de printemps', partenaire_id: null };
const messagesOf = (input: object) => {
  const result = csvImportFormSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('CSV import form (spec 1 "Importer un CSV")', () => {
  it('accepts a .csv file (any case), a trimmed campaign name and keeps the file object whole', () => {
    const file = { name: 'CLIENTS.CSV', size: 12 };
    const parsed = csvImportFormSchema.parse({
      ...validImport,
      file,
      campaign: '  Printemps  ',
      partenaire_id: 3,
    });
    expect(parsed.file).toBe(file);
    expect(parsed.campaign).toBe('Printemps');
    expect(parsed.partenaire_id).toBe(3);
  });

  it('no file and a blank campaign name: both messages of the spec', () => {
    expect(messagesOf({ ...validImport, file: null, campaign: '   ' })).toEqual([
      `file: ${MESSAGES.imports.fileRequired}`,
      `campaign: ${MESSAGES.imports.campaignRequired}`,
    ]);
  });

  it('a file that is not a .csv is refused with its own message', () => {
    expect(messagesOf({ ...validImport, file: { name: 'clients.xlsx' } })).toEqual([
      `file: ${MESSAGES.imports.fileNotCsv}`,
    ]);
  });
});
