import { TextInput } from '@mantine/core';
import { POSTAL_CODE_LENGTH, type AddressValue } from '@tourneo/domain';
import { AddressInput } from './address-input.tsx';

interface AddressFieldsProps {
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  addressError?: string | undefined;
  postalCodeError?: string | undefined;
}

/**
 * 'Adresse' and 'Code postal' of an agent or a client: a chosen suggestion, or a postal code typed
 * in the address, fills the postal code; a postal code typed by hand no longer matches the chosen
 * suggestion's coordinates, which are dropped (the server locates the new code).
 */
export function AddressFields({ value, onChange, addressError, postalCodeError }: AddressFieldsProps) {
  return (
    <>
      <AddressInput
        label="Adresse"
        required
        value={value}
        error={addressError}
        onChange={(address) =>
          onChange({ ...address, postal_code: address.postal_code || value.postal_code })
        }
      />
      <TextInput
        label="Code postal"
        required
        inputMode="numeric"
        maxLength={POSTAL_CODE_LENGTH}
        autoComplete="postal-code"
        value={value.postal_code}
        error={postalCodeError}
        onChange={(event) =>
          onChange({ ...value, postal_code: event.currentTarget.value, latitude: null, longitude: null })
        }
      />
    </>
  );
}
