import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/fr.ts';
import { csvImportFormSchema } from './csv-import.ts';

const valid = { file: { name: 'clients.csv' }, campaign: 'Campagne de printemps', partenaire_id: null };
const messagesOf = (input: object) => {
  const result = csvImportFormSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('CSV import form (spec 1 "Importer un CSV")', () => {
  it('accepts a .csv file (any case), a trimmed campaign name and keeps the file object whole', () => {
    const file = { name: 'CLIENTS.CSV', size: 12 };
    const parsed = csvImportFormSchema.parse({ ...valid, file, campaign: '  Printemps  ', partenaire_id: 3 });
    expect(parsed.file).toBe(file);
    expect(parsed.campaign).toBe('Printemps');
    expect(parsed.partenaire_id).toBe(3);
  });

  it('no file and a blank campaign name: both messages of the spec', () => {
    expect(messagesOf({ ...valid, file: null, campaign: '   ' })).toEqual([
      `file: ${MESSAGES.imports.fileRequired}`,
      `campaign: ${MESSAGES.imports.campaignRequired}`,
    ]);
  });

  it('a file that is not a .csv is refused with its own message', () => {
    expect(messagesOf({ ...valid, file: { name: 'clients.xlsx' } })).toEqual([
      `file: ${MESSAGES.imports.fileNotCsv}`,
    ]);
  });
});
