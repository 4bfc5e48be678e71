import { useState } from 'react';
import { Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, createApiKeySchema, type ApiKeyFormValues, type CreateApiKeyInput } from '@tourneo/domain';
import { useCreateApiKey } from '../api/create-api-key.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { ShownOnceSecret } from '../../../components/ui/shown-once-secret.tsx';
import { notify } from '../../../lib/notify.ts';
import { serverMessageOr } from '../../../lib/error-message.ts';

const M = MESSAGES.apiKeys;

function CreateApiKeyForm({ onCreated, onClose }: { onCreated: (key: string) => void; onClose: () => void }) {
  const createApiKey = useCreateApiKey();
  const { register, control, handleSubmit, formState } = useForm<
    ApiKeyFormValues,
    unknown,
    CreateApiKeyInput
  >({
    resolver: zodResolver(createApiKeySchema),
    defaultValues: { name: '', scope: 'read' },
  });
  const submit = (values: CreateApiKeyInput) =>
    createApiKey.mutate(values, {
      onSuccess: (response) => onCreated(response.key),
      onError: (error) => notify('error', serverMessageOr(error, MESSAGES.http[500])),
    });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <Stack>
        <TextInput
          label={M.name}
          description={M.nameHint}
          required
          data-autofocus
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <Controller
          control={control}
          name="scope"
          render={({ field }) => (
            <Radio.Group
              label={M.scope}
              required
              value={field.value}
              onChange={field.onChange}
              error={formState.errors.scope?.message}
            >
              <Group mt="xs">
                <Radio value="read" label={M.scopeRead} />
                <Radio value="write" label={M.scopeWrite} />
              </Group>
            </Radio.Group>
          )}
        />
        <FormActions onCancel={onClose} submitLabel={M.create} isSubmitting={createApiKey.isPending} />
      </Stack>
    </form>
  );
}

/** 'Créer une clé': a name and the rights, then the key in full, shown once. */
export function CreateApiKeyModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [createdKey, setCreatedKey] = useState<string | null>(null);
  const close = () => {
    setCreatedKey(null);
    onClose();
  };
  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title={createdKey ? M.createdTitle : M.create}
      // The key must not vanish on a stray click: the modal closes by its buttons or Escape.
      closeOnClickOutside={!createdKey}
    >
      {isOpen &&
        (createdKey ? (
          <ShownOnceSecret
            value={createdKey}
            labels={{
              warning: M.shownOnce,
              title: M.createdTitle,
              copy: M.copy,
              copied: M.copied,
              close: M.close,
            }}
            onClose={close}
          />
        ) : (
          <>
            <Text size="sm" mb="sm">
              {M.intro}
            </Text>
            <CreateApiKeyForm onCreated={setCreatedKey} onClose={close} />
          </>
        ))}
    </Modal>
  );
}
