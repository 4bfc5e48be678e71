import { useEffect } from 'react';
import { MESSAGES } from '@tourneo/domain';
import { OperationsScreen } from '../../features/operations/components/operations-screen.tsx';
import { useRoles } from '../../features/roles/api/get-roles.ts';
import { usePermissions } from '../../features/permissions/permissions-provider.tsx';
import { notify } from '../../lib/notify.ts';

/**
 * 'Créer opération': the operation types, with the qualifications their teams may ask for, the
 * company's name for the e-mail preview, and whether the plan has forms (else none is asked for).
 */
export function OperationsSection() {
  const roles = useRoles();
  const { companyName, hasFeature, isLoading } = usePermissions();
  useEffect(() => {
    if (roles.error) {
      notify('error', MESSAGES.roles.availableLoadError);
    }
  }, [roles.error]);
  return (
    <OperationsScreen
      roles={roles.error ? [] : roles.data}
      companyName={companyName}
      canUseForms={!isLoading && hasFeature('form_creation')}
    />
  );
}
