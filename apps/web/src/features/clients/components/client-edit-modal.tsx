import { Modal, Stack } from '@mantine/core';
import { MESSAGES, formatPhoneNumber, updateClientSchema } from '@tourneo/domain';
import { ApiError } from '../../../lib/http/fetch-core.ts';
import { notify } from '../../../lib/notify.ts';
import { useSubmitLock } from '../../../lib/use-submit-lock.ts';
import type { Client } from '@tourneo/domain';
import { useUpdateClient } from '../api/update-client.ts';
import { ClientFormFields, clientBodyOf, type ClientFormValues } from './client-form-fields.tsx';
import { useClientForm } from './use-client-form.ts';
import type { ClientChoices } from '../client-choices.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';

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
export function ClientEditModal({
  client,
  choices,
  onClose,
}: {
  client: Client;
  choices: ClientChoices;
  onClose: () => void;
}) {
  const { form, handleSubmit } = useClientForm(updateClientSchema, {
    id: client.id,
    ...clientBodyOf(valuesOf(client)),
  });
  const update = useUpdateClient();
  const lock = useSubmitLock();

  const submit = handleSubmit((input) => {
    if (!lock.acquire()) {
      return;
    }
    update.mutate(input, {
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
  });

  return (
    <Modal opened onClose={onClose} title="Modifier le client" size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <ClientFormFields form={form} isNew={false} choices={choices} />
          <FormActions onCancel={onClose} isSubmitting={lock.isLocked} />
        </Stack>
      </form>
    </Modal>
  );
}
