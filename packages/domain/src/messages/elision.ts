/** A vowel, accents ignored: "Évelyne", "Œdipe", "Yves" take the elided "d'". */
const STARTS_WITH_VOWEL = /^[aeiouyœæ]/i;

/**
 * "de " before a name, or "d'" when the name starts with a vowel (A E I O U Y, with or without an
 * accent): "le rendez-vous d'Évelyne Ménard", "le rendez-vous de Jean". A name starting with H
 * keeps "de ": an aspirated h ("de Hugo") cannot be told from a mute one by spelling.
 */
export function deName(name: string): string {
  const trimmed = name.trimStart();
  const first = trimmed.normalize('NFD').charAt(0);
  return STARTS_WITH_VOWEL.test(first) ? `d'${trimmed}` : `de ${trimmed}`;
}
