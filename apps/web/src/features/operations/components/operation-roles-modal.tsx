import { useEffect } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@tourneo/domain';
import type { Operation } from '@tourneo/domain';
import { useOperationRoles } from '../api/get-operation-roles.ts';
import { useAssignOperationRole } from '../api/assign-operation-role.ts';
import { useRemoveOperationRole } from '../api/remove-operation-role.ts';
import { ToggleList, type ToggleItem } from '../../../components/ui/toggle-list.tsx';
import { notify } from '../../../lib/notify.ts';
import { useQualificationToggle } from '../../../lib/use-qualification-toggle.ts';
import { OperationModal } from './operation-modal.tsx';

interface OperationRolesProps {
  operation: Operation;
  roles: readonly ToggleItem[] | undefined;
}

function OperationRoles({ operation, roles }: OperationRolesProps) {
  const operationRoles = useOperationRoles(operation.id);
  const assign = useAssignOperationRole();
  const remove = useRemoveOperationRole();
  const { pendingId, toggle } = useQualificationToggle(assign, remove, (roleId) => ({
    operation_id: operation.id,
    role_id: roleId,
  }));

  useEffect(() => {
    if (operationRoles.error) {
      notify('error', MESSAGES.roles.operationRolesLoadError);
    }
  }, [operationRoles.error]);

  if (!roles || operationRoles.isPending) {
    return (
      <Center py="md">
        <Loader aria-label="Chargement..." />
      </Center>
    );
  }
  if (operationRoles.error) {
    return (
      <Text c="red" role="alert">
        {MESSAGES.roles.operationRolesLoadError}
      </Text>
    );
  }
  return (
    <ToggleList
      items={roles}
      checkedIds={new Set(operationRoles.data.map((link) => link.role_id))}
      pendingId={pendingId}
      onToggle={toggle}
      emptyMessage={MESSAGES.roles.empty}
    />
  );
}

interface OperationRolesModalProps {
  operation: Operation | undefined;
  roles: readonly ToggleItem[] | undefined;
  onClose: () => void;
}

/** The qualifications an agent must all hold to be assigned to this operation. */
export function OperationRolesModal({ operation, roles, onClose }: OperationRolesModalProps) {
  return (
    <OperationModal operation={operation} title="Qualifications requises" onClose={onClose}>
      {(shown) => (
        <Stack>
          <Text size="sm" c="dimmed">
            Opération : {shown.name}. Seuls les agents ayant toutes ces qualifications pourront y être
            affectés.
          </Text>
          <OperationRoles operation={shown} roles={roles} />
        </Stack>
      )}
    </OperationModal>
  );
}
