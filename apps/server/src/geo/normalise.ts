/** Lowercase, no accents, words separated by single spaces: "Saint-Étienne" → "saint etienne". */
export function normaliseText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** "st" and "ste" are how people type "saint" and "sainte". */
export function expandAbbreviations(normalised: string): string {
  return normalised.replace(/\bste\b/g, 'sainte').replace(/\bst\b/g, 'saint');
}
