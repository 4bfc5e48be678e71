import { useEffect } from 'react';
import { MESSAGES } from '@tourneo/domain';
import { OperationsScreen } from '../../features/operations/components/operations-screen.tsx';
import { useRoles } from '../../features/roles/api/get-roles.ts';
import { usePermissions } from '../../features/permissions/permissions-provider.tsx';
import { notify } from '../../lib/notify.ts';

/**
 * 'Créer opération': the operation types, with the qualifications their teams may ask for and the
 * company's name for the e-mail preview.
 */
export function OperationsSection() {
  const roles = useRoles();
  const { companyName } = usePermissions();
  useEffect(() => {
    if (roles.error) {
      notify('error', MESSAGES.roles.availableLoadError);
    }
  }, [roles.error]);
  return <OperationsScreen roles={roles.error ? [] : roles.data} companyName={companyName} />;
}
