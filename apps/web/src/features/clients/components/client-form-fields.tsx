import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { AddressValue } from '@tourneo/domain';
import { AddressFields } from '../../../components/ui/address-fields.tsx';
import type { ClientChoices } from '../client-choices.ts';
import { PartnerSelect } from './partner-select.tsx';

export interface ClientFormValues {
  name: string;
  prenom: string;
  email: string;
  telephone: string;
  address: AddressValue;
  operation_name: string;
  /** The sender of the client's messages; null: the default partner (new client) or none (edit). */
  partenaire_id: number | null;
}

export type ClientFormErrors = Partial<
  Record<'name' | 'prenom' | 'email' | 'telephone' | 'address' | 'code_postal' | 'operation_name', string>
>;

export const EMPTY_CLIENT_FORM: ClientFormValues = {
  name: '',
  prenom: '',
  email: '',
  telephone: '',
  address: { adresse: '', postal_code: '', latitude: null, longitude: null },
  operation_name: '',
  partenaire_id: null,
};

/** The body fields the client schemas read, from the form's values. */
export function clientBodyOf(values: ClientFormValues) {
  return {
    name: values.name,
    prenom: values.prenom,
    email: values.email,
    telephone: values.telephone,
    adresse: values.address.adresse,
    code_postal: values.address.postal_code,
    operation_name: values.operation_name,
    latitude: values.address.latitude,
    longitude: values.address.longitude,
    partenaire_id: values.partenaire_id,
  };
}

/** Name, first name, e-mail and phone: the name always required, the phone for a new client. */
const TEXT_FIELDS = [
  { key: 'name', label: 'Nom', type: 'text' },
  { key: 'prenom', label: 'Prénom', type: 'text' },
  { key: 'email', label: 'E-mail', type: 'email' },
  { key: 'telephone', label: 'Téléphone', type: 'tel' },
] as const;

/** What the fields show and change: the values, the messages, the change of a value. */
export interface ClientFormState {
  values: ClientFormValues;
  errors: ClientFormErrors;
  onChange: (values: ClientFormValues) => void;
}

interface ClientFormFieldsProps {
  form: ClientFormState;
  /** The new-client form requires phone and operation; the edit form only name and address. */
  isNew: boolean;
  choices: ClientChoices;
}

export function ClientFormFields({ form, isNew, choices }: ClientFormFieldsProps) {
  const { values, errors, onChange } = form;
  const { operations } = choices;
  const set = <K extends keyof ClientFormValues>(key: K, value: ClientFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const operationNames = [...new Set((operations.data ?? []).map((operation) => operation.name))];
  if (values.operation_name && !operationNames.includes(values.operation_name)) {
    operationNames.push(values.operation_name);
  }
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {TEXT_FIELDS.map(({ key, label, type }) => (
          <TextInput
            key={key}
            label={label}
            type={type}
            required={key === 'name' || (key === 'telephone' && isNew)}
            value={values[key]}
            error={errors[key]}
            onChange={(event) => set(key, event.currentTarget.value)}
          />
        ))}
      </SimpleGrid>
      <AddressFields
        value={values.address}
        onChange={(address) => set('address', address)}
        addressError={errors.address}
        postalCodeError={errors.code_postal}
      />
      <Select
        label="Opération"
        placeholder={operations.isPending ? 'Chargement...' : 'Choisissez une opération'}
        required={isNew}
        clearable={!isNew}
        data={operationNames}
        value={values.operation_name || null}
        error={errors.operation_name}
        onChange={(value) => set('operation_name', value ?? '')}
        nothingFoundMessage="Aucune opération"
      />
      <PartnerSelect
        value={values.partenaire_id}
        onChange={(partnerId) => set('partenaire_id', partnerId)}
        isClearable={!isNew}
        partners={choices.partners}
      />
    </Stack>
  );
}
