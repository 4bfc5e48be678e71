import { stringify } from 'csv-stringify/browser/esm/sync';
import { isoToFrenchDate, slotToLabel, type BillingMonth } from '@tourneo/domain';
import { RDV_TEXT } from './format.ts';

const HEADER = [
  'Date',
  'Début',
  'Fin',
  'Client',
  'E-mail',
  'Agent',
  'Opération',
  'Type de création',
  'Durée (min)',
  'Prix HT (€)',
  'Statut de facturation',
];

/** '89,90': the decimal comma a French spreadsheet reads as a number. */
const priceText = (euros: number | null) => (euros === null ? '' : euros.toFixed(2).replace('.', ','));

/**
 * The month's appointments as a CSV file for a French spreadsheet: UTF-8 with a BOM, ';' between
 * fields, CRLF line ends, quoted by csv-stringify where a value needs it, formulas escaped.
 */
export function billingMonthCsv(month: BillingMonth): string {
  const rows = month.rdv_list.map((rdv) => [
    isoToFrenchDate(rdv.date),
    slotToLabel(rdv.beginning),
    slotToLabel(rdv.ending),
    rdv.client_name,
    rdv.client_email ?? '',
    rdv.agent_name,
    rdv.operation_name ?? '',
    RDV_TEXT.creationType(rdv),
    String(rdv.duration_minutes),
    priceText(rdv.price_ht),
    RDV_TEXT.billingStatus(rdv),
  ]);
  return stringify([HEADER, ...rows], {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    // A client named '=SOMME(...)' stays text in the spreadsheet.
    escape_formulas: true,
  });
}

/** 'facturation-2027-03.csv'. */
export const billingCsvFileName = (month: BillingMonth) => `facturation-${month.month}.csv`;
