import { Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, createRoleSchema, type CreateRoleInput, type RoleFormValues } from '@tourneo/domain';
import type { RoleWithUsage as Role } from '@tourneo/domain';
import { useCreateRole } from '../api/create-role.ts';
import { useUpdateRole } from '../api/update-role.ts';
import { notify } from '../../../lib/notify.ts';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';

interface RoleFormProps {
  role: Role | undefined;
  onClose: () => void;
}

function RoleForm({ role, onClose }: RoleFormProps) {
  const createRole = useCreateRole();
  const updateRole = useUpdateRole();
  const { register, handleSubmit, formState } = useForm<RoleFormValues, unknown, CreateRoleInput>({
    resolver: zodResolver(createRoleSchema),
    defaultValues: { name: role?.name ?? '', description: role?.description ?? '' },
  });

  const submit = (values: CreateRoleInput) => {
    const callbacks = (success: string, failure: string) => ({
      onSuccess: () => {
        notify('success', success);
        onClose();
      },
      onError: (error: unknown) => notify('error', serverMessageOr(error, failure)),
    });
    if (role) {
      updateRole.mutate(
        { ...values, id: role.id },
        callbacks(MESSAGES.roles.updated, MESSAGES.roles.updateError),
      );
    } else {
      createRole.mutate(values, callbacks(MESSAGES.roles.created, MESSAGES.roles.createError));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <Stack>
        <TextInput
          label="Nom"
          required
          data-autofocus
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          error={formState.errors.description?.message}
          {...register('description')}
        />
        <FormActions
          onCancel={onClose}
          isSubmitting={formState.isSubmitting || createRole.isPending || updateRole.isPending}
        />
      </Stack>
    </form>
  );
}

interface RoleFormModalProps {
  role: Role | undefined;
  isOpen: boolean;
  onClose: () => void;
}

/** Add or edit a qualification: a required name, an optional description. */
export function RoleFormModal({ role, isOpen, onClose }: RoleFormModalProps) {
  return (
    <Modal
      opened={isOpen}
      onClose={onClose}
      title={role ? 'Modifier la qualification' : 'Créer une qualification'}
    >
      {isOpen && <RoleForm key={role?.id ?? 'new'} role={role} onClose={onClose} />}
    </Modal>
  );
}
