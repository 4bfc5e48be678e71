import { useState } from 'react';
import { Autocomplete, Loader, type AutocompleteProps } from '@mantine/core';

interface SuggestionsInputProps extends Omit<
  AutocompleteProps,
  | 'data'
  | 'dropdownOpened'
  | 'onDropdownOpen'
  | 'onDropdownClose'
  | 'onBlur'
  | 'filter'
  | 'withScrollArea'
  | 'autoComplete'
  | 'rightSection'
  | 'onChange'
> {
  /** What the server found for the text typed, as it ranked it. */
  suggestions: readonly string[];
  isSearching: boolean;
  /** The name of the spinner shown while the server searches. */
  searchingLabel: string;
  /** The text typed, or the suggestion chosen. */
  onChange: (text: string) => void;
}

/**
 * A text field with the suggestions a server found for it (addresses, clients of the file):
 * arrows and Enter choose one. The list opens only with suggestions to show: aria-expanded then
 * says whether a list is there, and Escape goes on to close the popup around the field when there
 * is nothing to close; its few suggestions all show, without a scroll area the keyboard could not
 * reach.
 */
export function SuggestionsInput({
  suggestions,
  isSearching,
  searchingLabel,
  onChange,
  ...input
}: SuggestionsInputProps) {
  const [wantsOpen, setWantsOpen] = useState(false);
  return (
    <Autocomplete
      {...input}
      data={[...suggestions]}
      dropdownOpened={wantsOpen && suggestions.length > 0}
      onDropdownOpen={() => setWantsOpen(true)}
      onDropdownClose={() => setWantsOpen(false)}
      onBlur={() => setWantsOpen(false)}
      // The server already filtered and ranked: show its answer as it is.
      filter={({ options }) => options}
      withScrollArea={false}
      autoComplete="off"
      rightSection={isSearching ? <Loader size="xs" role="status" aria-label={searchingLabel} /> : null}
      onChange={(text) => {
        if (suggestions.includes(text)) {
          setWantsOpen(false);
        }
        onChange(text);
      }}
    />
  );
}
