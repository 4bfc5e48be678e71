import { useForm, useWatch, type DefaultValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  clientBodyOf,
  type ClientFormErrors,
  type ClientFormState,
  type ClientFormValues,
} from './client-form-fields.tsx';

/** The client forms' values: the body the schemas read, as the fields hold it (plus `id` to edit). */
export type ClientBody = ReturnType<typeof clientBodyOf> & { id?: number };

const fieldsOf = (values: ClientBody): ClientFormValues => ({
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
 * react-hook-form with a domain schema for the client forms (new client, edit). Errors show on
 * submit, then each field is checked again as it changes, so a message leaves as soon as its field
 * is valid. `form` feeds `ClientFormFields`.
 */
export function useClientForm<Output>(schema: z.ZodType<Output>, defaultValues: ClientBody) {
  const { control, handleSubmit, setValue, reset, formState } = useForm<ClientBody, unknown, Output>({
    defaultValues: defaultValues as DefaultValues<ClientBody>,
    resolver: zodResolver(schema as never) as unknown as Resolver<ClientBody, unknown, Output>,
  });
  const values = useWatch({ control }) as ClientBody;
  const { errors, isSubmitted } = formState;

  const change = (next: ClientFormValues) => {
    const body = clientBodyOf(next);
    for (const key of Object.keys(body) as (keyof typeof body)[]) {
      if (body[key] !== values[key]) {
        setValue(key, body[key], { shouldDirty: true, shouldValidate: isSubmitted });
      }
    }
  };
  const fieldErrors: ClientFormErrors = {
    name: errors.name?.message,
    prenom: errors.prenom?.message,
    email: errors.email?.message,
    telephone: errors.telephone?.message,
    address: errors.adresse?.message,
    code_postal: errors.code_postal?.message,
    operation_name: errors.operation_name?.message,
  };
  const form: ClientFormState = { values: fieldsOf(values), errors: fieldErrors, onChange: change };
  return { form, handleSubmit, reset };
}
