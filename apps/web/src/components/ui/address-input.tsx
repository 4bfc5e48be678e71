import { Stack, Text, TextInput } from '@mantine/core';

export interface AddressValue {
  adresse: string;
  postal_code: string;
  latitude: number | null;
  longitude: number | null;
}

export interface AddressInputProps {
  label: string;
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  error?: string;
  required?: boolean;
}

/**
 * Minimal French address input: street address and postal code, no coordinates. The real one
 * (autocomplete and geocoding) replaces this file with the same interface.
 */
export function AddressInput({ label, value, onChange, error, required }: AddressInputProps) {
  return (
    <Stack gap={4}>
      <TextInput
        label={label}
        required={required}
        value={value.adresse}
        autoComplete="street-address"
        onChange={(event) =>
          onChange({ ...value, adresse: event.currentTarget.value, latitude: null, longitude: null })
        }
      />
      <TextInput
        label="Code postal"
        required={required}
        value={value.postal_code}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        onChange={(event) =>
          onChange({ ...value, postal_code: event.currentTarget.value, latitude: null, longitude: null })
        }
      />
      {error && (
        <Text c="red" size="xs" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
