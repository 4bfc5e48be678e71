import type { BillingMarkResponse } from '@tourneo/domain';
import { apiPost } from '../../../lib/api-client.ts';
import { useBillingMutation } from './billing-mutation.ts';

/** POST /billing/mark-billed (spec 2 §7): pending -> billed. */
export const markBilled = (rdvId: number) =>
  apiPost<BillingMarkResponse>('/billing/mark-billed', { rdv_id: rdvId });

export const useMarkBilled = () => useBillingMutation(markBilled);
