import { BillingScreen } from '../../features/billing/components/billing-screen.tsx';

/**
 * 'Facturation' (Finance group, issue 22). The admin shell shows it only with the plan's
 * advanced_stats (the server refuses the calls without it too); it needs no other feature's list.
 */
export function BillingSection() {
  return <BillingScreen />;
}
