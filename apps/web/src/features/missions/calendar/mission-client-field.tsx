import { useMemo } from 'react';
import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CLIENT_SEARCH_MIN, MESSAGES, formatPhoneNumber, type Client } from '@tourneo/domain';
import { SuggestionsInput } from '../../../components/ui/suggestions-input.tsx';
import { useSearchClients } from '../api/search-clients.ts';

const mc = MESSAGES.missionClient;
const SEARCH_DELAY_MS = 250;

/** The client's whole name, as a mission carries it ('Claire Dubois'). */
export const fullNameOf = (client: Pick<Client, 'prenom' | 'name'>) =>
  [client.prenom, client.name].filter((part) => part?.trim()).join(' ');

/** One line of the list: the name and what tells two namesakes apart (phone, else address). */
const optionLabelOf = (client: Client) =>
  `${fullNameOf(client)} · ${client.telephone ? formatPhoneNumber(client.telephone) : client.adresse}`;

export interface MissionClientFieldProps {
  /** The name typed, or the chosen client's whole name. */
  name: string;
  /** The client of the file chosen, null while the name typed is a new client. */
  chosen: Client | null;
  telephone: string;
  nameError?: string | undefined;
  telephoneError?: string | undefined;
  /** The user types a name: no client of the file is chosen any more. */
  onNameChange: (name: string) => void;
  onChoose: (client: Client) => void;
  onTelephoneChange: (telephone: string) => void;
}

/**
 * The mission's client (a combobox: arrows and Enter choose, Escape closes the list): a client
 * of the file found as the user types (name, first name or phone), or, when none is chosen, a
 * new client created with the mission, whose phone is then asked.
 */
export function MissionClientField({
  name,
  chosen,
  telephone,
  nameError,
  telephoneError,
  onNameChange,
  onChoose,
  onTelephoneChange,
}: MissionClientFieldProps) {
  const [query] = useDebouncedValue(chosen ? '' : name.trim(), SEARCH_DELAY_MS);
  const search = useSearchClients(query);
  const byLabel = useMemo(() => {
    const labels = new Map<string, Client>();
    for (const client of search.data?.data ?? []) {
      const label = optionLabelOf(client);
      labels.set(labels.has(label) ? `${label} (${client.id})` : label, client);
    }
    return labels;
  }, [search.data]);
  const isSearchable = query.length >= CLIENT_SEARCH_MIN;
  const isSearching = search.isFetching && isSearchable;

  const description = chosen
    ? mc.chosen(chosen.telephone ? formatPhoneNumber(chosen.telephone) : '')
    : search.isError
      ? mc.searchError
      : isSearchable && search.isSuccess && !isSearching && byLabel.size === 0
        ? mc.noMatch
        : name.trim().length >= CLIENT_SEARCH_MIN
          ? mc.creating
          : mc.description;

  return (
    <>
      <SuggestionsInput
        label={mc.label}
        required
        placeholder={mc.placeholder}
        value={name}
        error={nameError}
        description={description}
        suggestions={chosen ? [] : [...byLabel.keys()]}
        isSearching={isSearching}
        searchingLabel={mc.searching}
        onChange={(text) => {
          const client = byLabel.get(text);
          if (client) {
            onChoose(client);
          } else {
            onNameChange(text);
          }
        }}
        data-autofocus
      />
      {!chosen && (
        <TextInput
          label={mc.telephoneLabel}
          required
          type="tel"
          autoComplete="off"
          value={telephone}
          error={telephoneError}
          onChange={(event) => onTelephoneChange(event.currentTarget.value)}
        />
      )}
    </>
  );
}
