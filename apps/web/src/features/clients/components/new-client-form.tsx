import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, newClientSchema, type NewClientInput } from '@tourneo/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useSubmitLock } from '../../../lib/use-submit-lock.ts';
import { useCreateClient } from '../api/create-client.ts';
import {
  ClientFormFields,
  EMPTY_CLIENT_FORM,
  clientBodyOf,
  type ClientFormValues,
} from './client-form-fields.tsx';

/** The form's values: the new-client body as the fields hold it, before the schema parses it. */
type NewClientFormValues = ReturnType<typeof clientBodyOf>;
const EMPTY_VALUES: NewClientFormValues = clientBodyOf(EMPTY_CLIENT_FORM);
const resolver = zodResolver(newClientSchema) as unknown as Resolver<
  NewClientFormValues,
  unknown,
  NewClientInput
>;

const fieldsOf = (values: NewClientFormValues): ClientFormValues => ({
  name: values.name,
  prenom: values.prenom,
  email: values.email,
  telephone: values.telephone,
  address: {
    adresse: values.adresse,
    postal_code: values.code_postal,
    latitude: values.latitude,
    longitude: values.longitude,
  },
  operation_name: values.operation_name,
  partenaire_id: values.partenaire_id,
});

/**
 * 'Ajouter un client' (spec 2 §2): react-hook-form with the domain's new-client schema. Errors show
 * on submit, then each field is checked again as it changes, so a message leaves as soon as its
 * field is valid. Reset after success.
 */
export function NewClientForm() {
  const {
    control,
    handleSubmit,
    setValue,
    reset,
    formState: { errors, isSubmitted },
  } = useForm<NewClientFormValues, unknown, NewClientInput>({ defaultValues: EMPTY_VALUES, resolver });
  const values = useWatch({ control }) as NewClientFormValues;
  const create = useCreateClient();
  const lock = useSubmitLock();

  const change = (next: ClientFormValues) => {
    const body = clientBodyOf(next);
    for (const key of Object.keys(body) as (keyof NewClientFormValues)[]) {
      if (body[key] !== values[key]) {
        setValue(key, body[key], { shouldDirty: true, shouldValidate: isSubmitted });
      }
    }
  };

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
        <ClientFormFields
          values={fieldsOf(values)}
          errors={{
            name: errors.name?.message,
            prenom: errors.prenom?.message,
            email: errors.email?.message,
            telephone: errors.telephone?.message,
            address: errors.adresse?.message,
            code_postal: errors.code_postal?.message,
            operation_name: errors.operation_name?.message,
          }}
          onChange={change}
          isNew
        />
        <Group justify="flex-end">
          <Button type="submit" loading={lock.isLocked}>
            Ajouter le client
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
