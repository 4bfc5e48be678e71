import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { MESSAGES, formatPhoneNumber, updateClientSchema } from '@tourneo/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useSubmitLock } from '../../../lib/use-submit-lock.ts';
import type { Client } from '@tourneo/domain';
import { useUpdateClient } from '../api/update-client.ts';
import {
  ClientFormFields,
  clientBodyOf,
  errorsOfIssues,
  type ClientFormErrors,
  type ClientFormValues,
} from './client-form-fields.tsx';

const valuesOf = (client: Client): ClientFormValues => ({
  name: client.name,
  prenom: client.prenom ?? '',
  email: client.email ?? '',
  telephone: client.telephone ? formatPhoneNumber(client.telephone) : '',
  address: {
    adresse: client.adresse,
    postal_code: client.code_postal,
    latitude: client.latitude,
    longitude: client.longitude,
  },
  operation_name: client.operation_name ?? '',
  partenaire_id: client.partenaire_id,
});

/** Edit popup: name and address required ('Le nom et l'adresse sont obligatoires'). Escape closes it. */
export function ClientEditModal({ client, onClose }: { client: Client; onClose: () => void }) {
  const [values, setValues] = useState<ClientFormValues>(() => valuesOf(client));
  const [errors, setErrors] = useState<ClientFormErrors>({});
  const update = useUpdateClient();
  const lock = useSubmitLock();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateClientSchema.safeParse({ id: client.id, ...clientBodyOf(values) });
    if (!parsed.success) {
      setErrors(errorsOfIssues(parsed.error.issues));
      return;
    }
    setErrors({});
    if (!lock.acquire()) {
      return;
    }
    update.mutate(parsed.data, {
      onSettled: lock.release,
      onSuccess: () => {
        notify('success', MESSAGES.clients.updateSuccess);
        onClose();
      },
      onError: (failure) =>
        notify(
          'error',
          failure instanceof ApiError && failure.message ? failure.message : MESSAGES.clients.updateError,
        ),
    });
  };

  return (
    <Modal opened onClose={onClose} title="Modifier le client" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <ClientFormFields values={values} errors={errors} onChange={setValues} isNew={false} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Annuler
            </Button>
            <Button type="submit" loading={lock.isLocked}>
              Enregistrer
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
