import { useEffect, useState } from 'react';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MESSAGES } from '@tourneo/domain';
import type { RoleWithUsage as Role } from '@tourneo/domain';
import { useRoles } from '../api/get-roles.ts';
import { useDeleteRole } from '../api/delete-role.ts';
import { RoleCard } from './role-card.tsx';
import { RoleFormModal } from './role-form-modal.tsx';
import { SettingsPage } from '../../../components/ui/settings-page.tsx';
import { notify } from '../../../lib/notify.ts';
import { serverMessageOr } from '../../../lib/error-message.ts';

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; role: Role };

/** 'Toutes les qualifications': cards, add, edit, delete (saying who loses the qualification). */
export function RolesScreen() {
  const roles = useRoles();
  const deleteRole = useDeleteRole();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });

  useEffect(() => {
    if (roles.error) {
      notify('error', MESSAGES.roles.loadError);
    }
  }, [roles.error]);

  const confirmDelete = (role: Role) => {
    const impact = MESSAGES.roles.deleteImpact(role.agent_count, role.operation_count);
    modals.openConfirmModal({
      title: 'Supprimer la qualification',
      children: (
        <>
          <Text size="sm">{MESSAGES.roles.confirmDelete}</Text>
          {impact && (
            <Text size="sm" mt="xs" c="orange">
              {impact}
            </Text>
          )}
        </>
      ),
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteRole.mutate(role.id, {
          onSuccess: () => notify('success', MESSAGES.roles.deleted),
          onError: (error) => notify('error', serverMessageOr(error, MESSAGES.roles.deleteError)),
        }),
    });
  };

  return (
    <>
      <SettingsPage
        title="Toutes les qualifications"
        addLabel="Ajouter une qualification"
        onAdd={() => setEditing({ mode: 'create' })}
        isLoading={roles.isPending}
        errorMessage={roles.error ? MESSAGES.roles.loadError : null}
        isEmpty={roles.data?.length === 0}
        emptyMessage={MESSAGES.roles.empty}
      >
        {roles.data?.map((role) => (
          <RoleCard
            key={role.id}
            role={role}
            onEdit={() => setEditing({ mode: 'edit', role })}
            onDelete={() => confirmDelete(role)}
          />
        ))}
      </SettingsPage>
      <RoleFormModal
        isOpen={editing.mode !== 'closed'}
        role={editing.mode === 'edit' ? editing.role : undefined}
        onClose={() => setEditing({ mode: 'closed' })}
      />
    </>
  );
}
