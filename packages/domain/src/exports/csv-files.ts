import { z } from 'zod';
import '../zod-locale.ts';
import { EXPORTS_MESSAGES as M } from '../messages/exports-fr.ts';
import { CSV_FIELDS, CSV_TEMPLATE_HEADERS } from '../clients/csv-columns.ts';
import { isoDateSchema } from '../missions/schemas.ts';

/**
 * The clients' file: the import template's columns first (the file imports back as it is), then
 * what the import does not read.
 */
export const CLIENTS_CSV_HEADER = [
  ...CSV_FIELDS.map((field) => CSV_TEMPLATE_HEADERS[field]),
  'campagne',
  'cree_le',
] as const;

/** The missions' file: one line per session (a mission of three visits is three lines). */
export const MISSIONS_CSV_HEADER = [
  'mission',
  'date',
  'debut',
  'fin',
  'client',
  'adresse',
  'appartement',
  'operation',
  'agents',
  'statut',
  'facturation',
  'origine',
] as const;

/**
 * The invoices' file (`GET /payments/invoices/export.csv`): one line per invoice or credit note,
 * newest first, amounts in euros with a decimal comma (French spreadsheets read them as numbers).
 */
export const INVOICES_CSV_HEADER = [
  'numéro',
  'type',
  "facture d'origine",
  "date d'émission",
  'échéance',
  'période',
  'rendez-vous',
  'HT',
  'TVA',
  'TTC',
  'payé',
  'avoirs',
  'reste à payer',
  'statut',
] as const;

/** The platform operator's file: every company's invoices, each with its company's name. */
export const INVOICES_CSV_OPERATOR_HEADER = ['numéro', 'société', ...INVOICES_CSV_HEADER.slice(1)] as const;

/** `GET /missions/export.csv?from=…&to=…`: both dates, or neither (every mission). */
export const missionsExportQuerySchema = z
  .object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() })
  .refine((query) => (query.from === undefined) === (query.to === undefined), {
    error: M.periodIncomplete,
    path: ['to'],
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: M.periodOrder,
    path: ['to'],
  });
export type MissionsExportQuery = z.output<typeof missionsExportQuerySchema>;

/** `clients-2026-11-26.csv`, `missions-2026-11-01-au-2026-11-30.csv`, `factures-2026-11-26.csv`. */
export const exportFileName = (
  what: 'clients' | 'missions' | 'factures',
  today: string,
  period?: { from: string; to: string },
) => (period ? `${what}-${period.from}-au-${period.to}.csv` : `${what}-${today}.csv`);
