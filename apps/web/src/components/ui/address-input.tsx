import { useMemo } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { AUTOCOMPLETE_QUERY_MIN, MESSAGES, POSTAL_CODE_PATTERN, type AddressValue } from '@tourneo/domain';
import { useAddressCheck } from '../../lib/geo/check-address.ts';
import { useAddressSuggestions } from '../../lib/geo/get-address-suggestions.ts';
import { SuggestionsInput } from './suggestions-input.tsx';

export interface AddressInputProps {
  label: string;
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  error?: string | undefined;
  required?: boolean | undefined;
}

const SEARCH_DELAY_MS = 250;

/** A postal code typed in free text, so an address not chosen in the list still has one. */
const postalCodeIn = (text: string) => /\b(\d{5})\b/.exec(text)?.[1] ?? '';

/**
 * Every address field: suggestions restricted to France as the user types (arrows and Enter
 * choose one). A chosen suggestion brings its postal code and coordinates; typing again clears
 * the coordinates, which the server then derives from the postal code. A postal code that is not
 * the commune's written in the address is shown as the field's error, as saving would refuse it.
 */
export function AddressInput({ label, value, onChange, error, required }: AddressInputProps) {
  const [query] = useDebouncedValue(value.adresse.trim(), SEARCH_DELAY_MS);
  const suggestions = useAddressSuggestions(query);
  const byLabel = useMemo(
    () => new Map((suggestions.data?.suggestions ?? []).map((suggestion) => [suggestion.label, suggestion])),
    [suggestions.data],
  );
  const isSearching = suggestions.isFetching && query.length >= AUTOCOMPLETE_QUERY_MIN;
  const [checked] = useDebouncedValue(`${value.postal_code.trim()}|${value.adresse.trim()}`, SEARCH_DELAY_MS);
  const separator = checked.indexOf('|');
  const check = useAddressCheck(checked.slice(separator + 1), checked.slice(0, separator));
  const mismatch = check.data?.valid === false ? check.data.message : undefined;
  // With no postal code in the address, the only notice is "Ajoutez le code postal…": a valid one
  // typed in the postal code field answers it (the server locates the address by it).
  const isPostalCodeGiven =
    postalCodeIn(value.adresse) === '' && POSTAL_CODE_PATTERN.test(value.postal_code.trim());
  const notice = suggestions.data?.notice;

  return (
    <SuggestionsInput
      label={label}
      required={required}
      error={error ?? mismatch}
      value={value.adresse}
      suggestions={[...byLabel.keys()]}
      isSearching={isSearching}
      searchingLabel="Recherche en cours"
      placeholder="Numéro, rue, code postal, ville"
      description={
        query.length >= AUTOCOMPLETE_QUERY_MIN && suggestions.isSuccess && byLabel.size === 0
          ? notice === undefined
            ? MESSAGES.geo.noSuggestion
            : notice === mismatch || isPostalCodeGiven
              ? undefined
              : notice
          : undefined
      }
      onChange={(text) => {
        const chosen = byLabel.get(text);
        onChange(
          chosen
            ? {
                adresse: chosen.label,
                postal_code: chosen.postal_code,
                latitude: chosen.latitude,
                longitude: chosen.longitude,
              }
            : { adresse: text, postal_code: postalCodeIn(text), latitude: null, longitude: null },
        );
      }}
    />
  );
}
