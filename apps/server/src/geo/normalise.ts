import { toSearchText } from '@tourneo/domain/common/search-text';

/** Lowercase, no accents, words separated by single spaces: "Saint-Étienne" → "saint etienne". */
export function normaliseText(text: string): string {
  return toSearchText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** "st" and "ste" are how people type "saint" and "sainte". */
export function expandAbbreviations(normalised: string): string {
  return normalised.replace(/\bste\b/g, 'sainte').replace(/\bst\b/g, 'saint');
}
