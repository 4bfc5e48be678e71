import { describe, expect, it } from 'vitest';
import type { BillingMonth, BillingRdv } from '@tourneo/domain';
import { billingCsvFileName, billingMonthCsv } from './month-csv.ts';

const rdv = (overrides: Partial<BillingRdv>): BillingRdv => ({
  id: 1,
  date: '2027-03-18',
  beginning: 4,
  ending: 8,
  client_name: 'Dupont',
  client_email: 'dupont@example.fr',
  agent_name: 'Julie Martin',
  operation_name: 'Entretien chaudière',
  creation_type: 'automatic',
  duration_minutes: 60,
  billing_status: 'pending',
  price_ht: 89.9,
  billed_at: null,
  paid_at: null,
  ...overrides,
});

const monthOf = (rdvs: BillingRdv[]): BillingMonth => ({
  month: '2027-03',
  rdv_count: rdvs.length,
  automatic_rdv_count: 0,
  semi_automatic_rdv_count: 0,
  manual_rdv_count: 0,
  statistics: {
    total_revenue_estimate: 0,
    average_rdv_per_day: 0,
    working_days: 22,
    most_active_agent: null,
    most_requested_operation: null,
  },
  by_status: {
    pending: { count: 0, amount: 0 },
    billed: { count: 0, amount: 0 },
    paid: { count: 0, amount: 0 },
  },
  last_updated: '2027-03-17T09:00:00.000Z',
  closed_at: null,
  rdv_list: rdvs,
});

describe('billingMonthCsv', () => {
  it("starts with the UTF-8 BOM, separates fields with ';' and ends lines with CRLF", () => {
    const csv = billingMonthCsv(monthOf([rdv({})]));
    expect(csv.startsWith('\uFEFFDate;Début;Fin;Client;')).toBe(true);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFDate;Début;Fin;Client;E-mail;Agent;Opération;Type de création;Durée (min);Prix HT (€);Statut de facturation',
      '18/03/2027;9h00;10h00;Dupont;dupont@example.fr;Julie Martin;Entretien chaudière;Automatique (lien client);60;89,90;En attente',
      '',
    ]);
  });

  it('quotes a value holding the separator or a quote, leaves an unpriced one empty, escapes a formula', () => {
    const csv = billingMonthCsv(
      monthOf([
        rdv({
          client_name: 'Martin; "le Grand"',
          price_ht: null,
          operation_name: null,
          client_email: null,
          creation_type: 'semi_automatic',
          billing_status: 'paid',
        }),
        rdv({
          client_name: '=HYPERLINK("http://x")',
          creation_type: 'manual',
          billing_status: 'billed',
          price_ht: 1234.5,
        }),
      ]),
    );
    const [, first, second] = csv.split('\r\n');
    expect(first).toBe(
      '18/03/2027;9h00;10h00;"Martin; ""le Grand""";;Julie Martin;;Semi-automatique (opérateur);60;;Payé',
    );
    expect(second).toContain(`;"'=HYPERLINK(""http://x"")";`);
    expect(second).toContain(';Manuel (calendrier);60;1234,50;Facturé');
  });

  it('names the file after the month', () => {
    expect(billingCsvFileName(monthOf([]))).toBe('facturation-2027-03.csv');
  });
});
