import { describe, expect, it } from 'vitest';
import type { BillingRdv } from '@tourneo/domain';
import { DEFAULT_RDV_SORT, nextSort, sortRdvs } from './sort-rdvs.ts';

const rdv = (id: number, overrides: Partial<BillingRdv>): BillingRdv => ({
  id,
  date: '2027-03-18',
  beginning: 4,
  ending: 8,
  client_name: 'Dupont',
  client_email: null,
  agent_name: 'Julie',
  operation_name: 'Entretien',
  creation_type: 'automatic',
  duration_minutes: 60,
  billing_status: 'pending',
  price_ht: 50,
  billed_at: null,
  paid_at: null,
  ...overrides,
});

const RDVS = [
  rdv(1, { date: '2027-03-20', client_name: 'émile', price_ht: null, billing_status: 'paid' }),
  rdv(2, { date: '2027-03-02', beginning: 20, client_name: 'Zoé', price_ht: 120, billing_status: 'billed' }),
  rdv(3, { date: '2027-03-02', beginning: 4, client_name: 'Adam', price_ht: 50 }),
];
const ids = (rdvs: BillingRdv[]) => rdvs.map((entry) => entry.id);

describe('sortRdvs', () => {
  it('by default: by day, then by start', () => {
    expect(ids(sortRdvs(RDVS, DEFAULT_RDV_SORT))).toEqual([3, 2, 1]);
  });

  it('by client in French order (an accent does not send a name to the end), both ways', () => {
    expect(ids(sortRdvs(RDVS, { key: 'client_name', direction: 'ascending' }))).toEqual([3, 1, 2]);
    expect(ids(sortRdvs(RDVS, { key: 'client_name', direction: 'descending' }))).toEqual([2, 1, 3]);
  });

  it('by price, an unpriced appointment first ascending; by status in the order of the steps', () => {
    expect(ids(sortRdvs(RDVS, { key: 'price_ht', direction: 'ascending' }))).toEqual([1, 3, 2]);
    expect(ids(sortRdvs(RDVS, { key: 'billing_status', direction: 'ascending' }))).toEqual([3, 2, 1]);
  });

  it('leaves the list it was given as it was', () => {
    const before = ids(RDVS);
    sortRdvs(RDVS, { key: 'client_name', direction: 'descending' });
    expect(ids(RDVS)).toEqual(before);
  });
});

describe('nextSort', () => {
  it('a new column sorts ascending; the same column again turns the order round', () => {
    expect(nextSort(DEFAULT_RDV_SORT, 'price_ht')).toEqual({ key: 'price_ht', direction: 'ascending' });
    expect(nextSort(DEFAULT_RDV_SORT, 'date')).toEqual({ key: 'date', direction: 'descending' });
  });
});
