import { useState } from 'react';
import type { AutocompleteProps } from '@mantine/core';

/**
 * What an Autocomplete fed by a search on the server takes (spread `props` on it). It opens only
 * with suggestions to show: aria-expanded then says whether a list is there, and Escape goes on to
 * close the popup around the field when there is nothing to close. The server already filtered
 * and ranked: its answer shows as it is, all of its few suggestions without a scroll area (a
 * region the keyboard cannot reach). `close()` once a suggestion is chosen.
 */
export function useServerDropdown(hasSuggestions: boolean) {
  const [wantsOpen, setWantsOpen] = useState(false);
  const close = () => setWantsOpen(false);
  return {
    close,
    props: {
      dropdownOpened: wantsOpen && hasSuggestions,
      onDropdownOpen: () => setWantsOpen(true),
      onDropdownClose: close,
      onBlur: close,
      filter: ({ options }) => options,
      withScrollArea: false,
      autoComplete: 'off',
    } satisfies Partial<AutocompleteProps>,
  };
}
