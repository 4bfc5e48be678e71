import { useState } from 'react';
import { Checkbox, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MESSAGES,
  WEBHOOK_EVENT_TYPES,
  createWebhookSchema,
  type CreateWebhookInput,
  type WebhookFormValues,
} from '@tourneo/domain';
import { WEBHOOKS_MESSAGES } from '@tourneo/domain/messages/webhooks-fr';
import { useCreateWebhook } from '../api/create-webhook.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { notify } from '../../../lib/notify.ts';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { WebhookSecret } from './webhook-secret.tsx';

const M = WEBHOOKS_MESSAGES;

function CreateWebhookForm({
  onCreated,
  onClose,
}: {
  onCreated: (secret: string) => void;
  onClose: () => void;
}) {
  const createWebhook = useCreateWebhook();
  const { register, control, handleSubmit, formState, setError } = useForm<
    WebhookFormValues,
    unknown,
    CreateWebhookInput
  >({
    resolver: zodResolver(createWebhookSchema),
    defaultValues: { url: '', events: [] },
  });
  const submit = (values: CreateWebhookInput) =>
    createWebhook.mutate(values, {
      onSuccess: (response) => onCreated(response.secret),
      // The server's refusals of an address (private network, not found) go under the field.
      onError: (error) => setError('url', { message: serverMessageOr(error, MESSAGES.http[500]) }),
    });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <Stack>
        <TextInput
          label={M.url}
          description={M.urlHint}
          type="url"
          required
          data-autofocus
          error={formState.errors.url?.message}
          {...register('url')}
        />
        <Controller
          control={control}
          name="events"
          render={({ field }) => (
            <Checkbox.Group
              label={M.events}
              required
              value={field.value}
              onChange={field.onChange}
              error={formState.errors.events?.message ?? formState.errors.events?.root?.message}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
                {WEBHOOK_EVENT_TYPES.map((type) => (
                  <Checkbox key={type} value={type} label={`${M.eventLabels[type]} (${type})`} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        <FormActions onCancel={onClose} submitLabel={M.create} isSubmitting={createWebhook.isPending} />
      </Stack>
    </form>
  );
}

/** 'Ajouter un webhook': its address and events, then its signing secret, shown once. */
export function CreateWebhookModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [secret, setSecret] = useState<string | null>(null);
  const close = () => {
    setSecret(null);
    onClose();
  };
  const created = (value: string) => {
    notify('success', M.created);
    setSecret(value);
  };
  return (
    <Modal
      opened={isOpen}
      onClose={close}
      title={secret ? M.createdTitle : M.create}
      size="lg"
      // The secret must not vanish on a stray click: the modal closes by its buttons or Escape.
      closeOnClickOutside={!secret}
    >
      {isOpen &&
        (secret ? (
          <WebhookSecret secret={secret} onClose={close} />
        ) : (
          <>
            <Text size="sm" mb="sm">
              {M.intro}
            </Text>
            <CreateWebhookForm onCreated={created} onClose={close} />
          </>
        ))}
    </Modal>
  );
}
