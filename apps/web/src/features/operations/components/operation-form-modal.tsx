import { ActionIcon, Group, Menu, Modal } from '@mantine/core';
import { MESSAGES } from '@tourneo/domain';
import type { Operation } from '@tourneo/domain';
import { useCreateOperation } from '../api/create-operation.ts';
import { useUpdateOperation } from '../api/update-operation.ts';
import { OperationForm, type FormOption, type OperationFormOutput } from './operation-form.tsx';
import { notify } from '../../../lib/notify.ts';
import { serverMessageOr } from '../../../lib/error-message.ts';

interface OperationFormModalProps {
  operation: Operation | undefined;
  isOpen: boolean;
  roles: readonly { id: number; name: string }[];
  formOptions: readonly FormOption[];
  /** Whether the plan has forms (else the form picker is disabled and says which plan has them). */
  canUseForms: boolean;
  onClose: () => void;
  onManageRoles: (operation: Operation) => void;
  onManageSms: (operation: Operation) => void;
  onManageEmails: (operation: Operation) => void;
}

/**
 * Create or edit an operation type; when editing, its menu opens the qualifications, the SMS and
 * the e-mails.
 */
export function OperationFormModal({
  operation,
  isOpen,
  roles,
  formOptions,
  canUseForms,
  onClose,
  onManageRoles,
  onManageSms,
  onManageEmails,
}: OperationFormModalProps) {
  const createOperation = useCreateOperation();
  const updateOperation = useUpdateOperation();

  const submit = (values: OperationFormOutput) => {
    const body = {
      name: values.name,
      duration: values.duration,
      form_id: values.form_id ?? null,
      supports_teams: values.supports_teams ?? false,
      min_team_size: values.min_team_size ?? 1,
      team_requirements: values.team_requirements ?? [],
      price_ht: values.price_ht ?? null,
    };
    if (operation) {
      updateOperation.mutate(
        { ...body, id: operation.id },
        {
          onSuccess: () => {
            notify('success', MESSAGES.operations.updated);
            onClose();
          },
          onError: (error) => notify('error', serverMessageOr(error, MESSAGES.operations.updateError)),
        },
      );
      return;
    }
    createOperation.mutate(body, {
      onSuccess: () => {
        notify('success', MESSAGES.operations.created);
        onClose();
      },
      onError: (error) => notify('error', serverMessageOr(error, MESSAGES.operations.createError)),
    });
  };

  const title = operation ? (
    <Group gap="xs">
      <span>Modifier l&apos;opération</span>
      <Menu position="bottom-start">
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label="Menu de l'opération">
            ⋮
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => onManageRoles(operation)}>Gérer les rôles</Menu.Item>
          <Menu.Item onClick={() => onManageSms(operation)}>Gérer le message SMS</Menu.Item>
          <Menu.Item onClick={() => onManageEmails(operation)}>Gérer les e-mails</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  ) : (
    'Créer une opération'
  );

  return (
    <Modal opened={isOpen} onClose={onClose} title={title} size="lg">
      {isOpen && (
        <OperationForm
          key={operation?.id ?? 'new'}
          operation={operation}
          roles={roles}
          formOptions={formOptions}
          canUseForms={canUseForms}
          isSubmitting={createOperation.isPending || updateOperation.isPending}
          onSubmit={submit}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
