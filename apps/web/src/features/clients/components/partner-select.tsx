import { Select } from '@mantine/core';
import type { PartnerChoices } from '../client-choices.ts';

interface PartnerSelectProps {
  /** The chosen partner id; null: none chosen. */
  value: number | null;
  onChange: (partnerId: number | null) => void;
  description?: string;
  /** Whether "no partner" can be chosen (the edit form); otherwise null shows the default partner. */
  isClearable?: boolean;
  /** The company's partners (the partners feature's list, passed in by the app). */
  partners: PartnerChoices;
}

/** 'Partenaire': the sender of the client's (or campaign's) messages, among the company's partners. */
export function PartnerSelect({
  value,
  onChange,
  description,
  isClearable = false,
  partners,
}: PartnerSelectProps) {
  const list = partners.data ?? [];
  const defaultPartner = list.find((partner) => partner.is_default);
  // Nothing chosen on a new client or campaign: the default partner, as the server will pick it.
  const shown = value ?? (isClearable ? null : (defaultPartner?.id ?? null));
  return (
    <Select
      label="Partenaire"
      description={description}
      placeholder={
        partners.isPending
          ? 'Chargement...'
          : list.length === 0
            ? 'Aucun partenaire'
            : 'Aucun partenaire choisi'
      }
      data={list.map((partner) => ({
        value: String(partner.id),
        label: partner.is_default ? `${partner.nom} (par défaut)` : partner.nom,
      }))}
      value={shown === null ? null : String(shown)}
      onChange={(selected) => onChange(selected ? Number(selected) : null)}
      clearable={isClearable}
      disabled={list.length === 0}
      nothingFoundMessage="Aucun partenaire"
    />
  );
}
