import { useEffect } from 'react';
import { SubscriptionScreen } from '../../features/plans/components/subscription-screen.tsx';
import { usePermissions } from '../../features/permissions/permissions-provider.tsx';
import { LegalIdentityCard } from '../../features/payments/components/legal-identity-form.tsx';

/** 'Mon abonnement': the plan screen fed by the permissions' plan info, which a change reloads. */
export function SubscriptionSection() {
  const { planInfo, error, refresh } = usePermissions();
  // Usage moves with every agent or form created elsewhere: count again when the screen opens.
  useEffect(() => {
    void refresh();
    // Once per visit of the screen, not on every new `refresh` identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <SubscriptionScreen info={planInfo} errorMessage={error} onPlanChanged={refresh} />
      <LegalIdentityCard />
    </>
  );
}
