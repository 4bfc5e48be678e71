import {
  BILLING_STATUS_LABELS,
  CREATION_TYPE_LABELS,
  formatEuros,
  isoToFrenchDate,
  slotToLabel,
  type BillingRdv,
} from '@tourneo/domain';

/** An amount of the billing calls (euros, two decimals at most) in French: '1 234,50 €'. */
export const formatAmount = (euros: number) => formatEuros(Math.round(euros * 100));

/** An instant in Paris: '17/03/2027 10:00'. */
export const parisDateTime = (instant: string | Date) =>
  new Date(instant).toLocaleString('fr-FR', {
    timeZone: 'Europe/Paris',
    dateStyle: 'short',
    timeStyle: 'short',
  });

/** What an appointment of the month shows, one field a function: the table and the detail popup share them. */
export const RDV_TEXT = {
  /** '03/03/2027 08:00–09:00' in the table, '03/03/2027, 08:00 – 09:00' (`wide`) in the popup. */
  when: (rdv: BillingRdv, wide = false) =>
    wide
      ? `${isoToFrenchDate(rdv.date)}, ${slotToLabel(rdv.beginning)} – ${slotToLabel(rdv.ending)}`
      : `${isoToFrenchDate(rdv.date)} ${slotToLabel(rdv.beginning)}–${slotToLabel(rdv.ending)}`,
  agent: (rdv: BillingRdv) => rdv.agent_name || '—',
  operation: (rdv: BillingRdv) => rdv.operation_name ?? '—',
  creationType: (rdv: BillingRdv) => CREATION_TYPE_LABELS[rdv.creation_type],
  duration: (rdv: BillingRdv) => `${rdv.duration_minutes} min`,
  billingStatus: (rdv: BillingRdv) => BILLING_STATUS_LABELS[rdv.billing_status],
};
