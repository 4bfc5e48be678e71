import { useEffect } from 'react';
import { MESSAGES } from '@tourneo/domain';
import { OperationsScreen } from '../../features/operations/components/operations-screen.tsx';
import { useForms } from '../../features/forms/api/get-forms.ts';
import { useRoles } from '../../features/roles/api/get-roles.ts';
import { usePermissions } from '../../features/permissions/permissions-provider.tsx';
import { notify } from '../../lib/notify.ts';

/**
 * 'Créer opération': the operation types, with the qualifications their teams may ask for, the
 * company's name for the e-mail preview, whether the plan has forms (else none is asked for) and
 * the forms feature's list of them.
 */
export function OperationsSection() {
  const roles = useRoles();
  const { companyName, hasFeature, isLoading } = usePermissions();
  const canUseForms = !isLoading && hasFeature('form_creation');
  // Asks nothing when the plan has no forms: the server would answer 403.
  const forms = useForms(canUseForms);
  useEffect(() => {
    if (roles.error) {
      notify('error', MESSAGES.roles.availableLoadError);
    }
  }, [roles.error]);
  return (
    <OperationsScreen
      roles={roles.error ? [] : roles.data}
      companyName={companyName}
      canUseForms={canUseForms}
      forms={forms.data}
    />
  );
}
