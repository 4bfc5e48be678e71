import type { BillingMarkResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { useBillingMutation } from './billing-mutation.ts';

/** POST /billing/mark-paid (spec 2 §7): billed -> paid. */
export const markPaid = (rdvId: number) =>
  apiPost<BillingMarkResponse>('/billing/mark-paid', { rdv_id: rdvId });

export const useMarkPaid = () => useBillingMutation(markPaid);
