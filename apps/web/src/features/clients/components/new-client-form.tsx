import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { MESSAGES, newClientSchema } from '@tourneo/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useSubmitLock } from '../../../lib/use-submit-lock.ts';
import { useCreateClient } from '../api/create-client.ts';
import {
  ClientFormFields,
  EMPTY_CLIENT_FORM,
  clientBodyOf,
  errorsOfIssues,
  type ClientFormErrors,
  type ClientFormValues,
} from './client-form-fields.tsx';

/** 'Ajouter un client' (spec 2 §2): the new-client fields and rules; reset after success. */
export function NewClientForm() {
  const [values, setValues] = useState<ClientFormValues>(EMPTY_CLIENT_FORM);
  const [errors, setErrors] = useState<ClientFormErrors>({});
  const create = useCreateClient();
  const lock = useSubmitLock();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = newClientSchema.safeParse(clientBodyOf(values));
    if (!parsed.success) {
      setErrors(errorsOfIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    if (!lock.acquire()) {
      return;
    }
    create.mutate(parsed.data, {
      onSettled: lock.release,
      onSuccess: () => {
        notify('success', MESSAGES.clients.addSuccess);
        setValues(EMPTY_CLIENT_FORM);
      },
      onError: (failure) => {
        const detail =
          failure instanceof ApiError && failure.message
            ? failure.message
            : MESSAGES.clients.addFailedFallback;
        notify('error', `${MESSAGES.clients.addFailurePrefix}${detail}`);
      },
    });
  };

  return (
    <Paper component="form" onSubmit={submit} noValidate withBorder p="xl" radius="md" maw={760}>
      <Stack>
        <Title order={1} size="h2">
          Ajouter un client
        </Title>
        <ClientFormFields values={values} errors={errors} onChange={setValues} isNew />
        <Group justify="flex-end">
          <Button type="submit" loading={lock.isLocked}>
            Ajouter le client
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
