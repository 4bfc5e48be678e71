import { z } from 'zod';
import '../zod-locale.ts';
import { MESSAGES } from '../messages/fr.ts';
import { idSchema, text, trimmed } from './fields.ts';

const M = MESSAGES.imports;

/** A chosen file as a form holds it (a browser `File`, passed through whole): only its name is read. */
const chosenFileSchema = z.custom<{ readonly name: string } | null>(
  (value) =>
    value === null || (typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string'),
  { error: M.fileRequired },
);

/**
 * The CSV import form (spec 1 "Importer un CSV"): a `.csv` file, a campaign name and the partner
 * sending the campaign's messages (null: the company's default), with the messages the server
 * answers when the file or the name is missing.
 */
export const csvImportFormSchema = z.object({
  file: chosenFileSchema
    .refine((file) => file !== null, { error: M.fileRequired })
    .refine((file) => file === null || /\.csv$/i.test(file.name), { error: M.fileNotCsv }),
  campaign: z.preprocess(trimmed, text(M.campaignRequired).min(1, M.campaignRequired)),
  partenaire_id: idSchema.nullable(),
});
export type CsvImportFormInput = z.input<typeof csvImportFormSchema>;
