import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { MESSAGES, newClientSchema } from '@tourneo/domain';
import { ApiError } from '../../../lib/http/fetch-core.ts';
import { notify } from '../../../lib/notify.ts';
import { useSubmitLock } from '../../../lib/use-submit-lock.ts';
import { useCreateClient } from '../api/create-client.ts';
import { ClientFormFields, EMPTY_CLIENT_FORM, clientBodyOf } from './client-form-fields.tsx';
import { useClientForm } from './use-client-form.ts';
import type { ClientChoices } from '../client-choices.ts';

const EMPTY_VALUES = clientBodyOf(EMPTY_CLIENT_FORM);

/**
 * 'Ajouter un client' (spec 2 §2): react-hook-form with the domain's new-client schema; a stale
 * error leaves as soon as its field is valid. Reset after success.
 */
export function NewClientForm({ choices }: { choices: ClientChoices }) {
  const { form, handleSubmit, reset } = useClientForm(newClientSchema, EMPTY_VALUES);
  const create = useCreateClient();
  const lock = useSubmitLock();

  const submit = handleSubmit((input) => {
    if (!lock.acquire()) {
      return;
    }
    create.mutate(input, {
      onSettled: lock.release,
      onSuccess: () => {
        notify('success', MESSAGES.clients.addSuccess);
        reset(EMPTY_VALUES);
      },
      onError: (failure) => {
        const detail =
          failure instanceof ApiError && failure.message
            ? failure.message
            : MESSAGES.clients.addFailedFallback;
        notify('error', `${MESSAGES.clients.addFailurePrefix}${detail}`);
      },
    });
  });

  return (
    <Paper
      component="form"
      onSubmit={(event) => void submit(event)}
      noValidate
      withBorder
      p="xl"
      radius="md"
      maw={760}
    >
      <Stack>
        <Title order={1} size="h2">
          Ajouter un client
        </Title>
        <ClientFormFields form={form} isNew choices={choices} />
        <Group justify="flex-end">
          <Button type="submit" loading={lock.isLocked}>
            Ajouter le client
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
