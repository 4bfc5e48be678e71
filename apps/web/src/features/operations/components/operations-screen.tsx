import { useEffect, useState } from 'react';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MESSAGES } from '@tourneo/domain';
import type { Operation } from '@tourneo/domain';
import { useOperations } from '../api/get-operations.ts';
import { useDeleteOperation } from '../api/delete-operation.ts';
import { OperationCard } from './operation-card.tsx';
import { OperationFormModal } from './operation-form-modal.tsx';
import type { FormOption } from './operation-form.tsx';
import { OperationRolesModal } from './operation-roles-modal.tsx';
import { SmsMessageModal } from './sms-message-modal.tsx';
import { EmailTextsModal } from './email-texts-modal.tsx';
import { SettingsPage } from '../../../components/ui/settings-page.tsx';
import { notify } from '../../../lib/notify.ts';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { useReturnFocus } from '../../../lib/use-return-focus.ts';

interface OperationsScreenProps {
  /** The company's qualifications (loaded by the app); undefined while loading. */
  roles: readonly { id: number; name: string; description?: string | null }[] | undefined;
  /** The company's name, for the e-mail preview; null while unknown. */
  companyName: string | null;
  /** Whether the plan has forms: without them the form picker is disabled and no form is fetched. */
  canUseForms: boolean;
  /** The forms an operation may use (loaded by the app); undefined while loading or unavailable. */
  forms: readonly FormOption[] | undefined;
}

type Popup =
  | { kind: 'closed' }
  | { kind: 'create' }
  | { kind: 'edit'; operation: Operation }
  | { kind: 'roles'; operation: Operation }
  | { kind: 'sms'; operation: Operation }
  | { kind: 'emails'; operation: Operation };

/** "Tous les Types d'Opérations": cards with duration and form, add, edit, delete. */
export function OperationsScreen({ roles, companyName, canUseForms, forms }: OperationsScreenProps) {
  const operations = useOperations();
  const deleteOperation = useDeleteOperation();
  const [popup, setPopup] = useState<Popup>({ kind: 'closed' });
  // One opener for the chain: the roles, SMS and e-mail popups open from the edit popup's menu.
  const focus = useReturnFocus();
  const open = (next: Popup) => {
    focus.remember();
    setPopup(next);
  };
  const close = () => {
    focus.restore();
    setPopup({ kind: 'closed' });
  };

  useEffect(() => {
    if (operations.error) {
      notify('error', MESSAGES.operations.loadError);
    }
  }, [operations.error]);

  const formNameOf = (operation: Operation) =>
    operation.form_name ?? forms?.find((form) => form.id === operation.form_id)?.name ?? null;

  const confirmDelete = (operation: Operation) =>
    modals.openConfirmModal({
      title: "Supprimer l'opération",
      children: <Text size="sm">{MESSAGES.operations.confirmDelete}</Text>,
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteOperation.mutate(operation.id, {
          onSuccess: () => notify('success', MESSAGES.operations.deleted),
          onError: (error) => notify('error', serverMessageOr(error, MESSAGES.operations.deleteError)),
        }),
    });

  // The popups open on the latest version of the operation (after an SMS or team change).
  const fresh = (operation: Operation) =>
    operations.data?.find((item) => item.id === operation.id) ?? operation;

  return (
    <>
      <SettingsPage
        title="Tous les Types d'Opérations"
        addLabel="Ajouter une opération"
        onAdd={() => open({ kind: 'create' })}
        isLoading={operations.isPending}
        errorMessage={operations.error ? MESSAGES.operations.loadError : null}
        isEmpty={operations.data?.length === 0}
        emptyMessage={MESSAGES.operations.empty}
      >
        {operations.data?.map((operation) => (
          <OperationCard
            key={operation.id}
            operation={operation}
            formName={formNameOf(operation)}
            onEdit={() => open({ kind: 'edit', operation })}
            onDelete={() => confirmDelete(operation)}
          />
        ))}
      </SettingsPage>
      <OperationFormModal
        isOpen={popup.kind === 'create' || popup.kind === 'edit'}
        operation={popup.kind === 'edit' ? fresh(popup.operation) : undefined}
        roles={roles ?? []}
        formOptions={forms ?? []}
        canUseForms={canUseForms}
        onClose={close}
        onManageRoles={(operation) => open({ kind: 'roles', operation })}
        onManageSms={(operation) => open({ kind: 'sms', operation })}
        onManageEmails={(operation) => open({ kind: 'emails', operation })}
      />
      <OperationRolesModal
        operation={popup.kind === 'roles' ? popup.operation : undefined}
        roles={roles}
        onClose={close}
      />
      <SmsMessageModal
        operation={popup.kind === 'sms' ? fresh(popup.operation) : undefined}
        onClose={close}
      />
      <EmailTextsModal
        operation={popup.kind === 'emails' ? fresh(popup.operation) : undefined}
        companyName={companyName}
        onClose={close}
      />
    </>
  );
}
