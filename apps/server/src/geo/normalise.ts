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

/** The key a place name is searched by: normalised, "st" and "ste" spelled out. */
export const nameKey = (name: string) => expandAbbreviations(normaliseText(name));

/** How an arrondissement's number is written after it: 1er, 1ère, 3e, 3ème, 3ieme, 2nd, 2d. */
export const ARRONDISSEMENT_SUFFIX = '(?:er|ere|eme|ieme|em|e|nd|d)';

/**
 * "Paris 1er Arrondissement", "Paris 01 Louvre", "Lyon 09", "Lyon 3ème" (normalised "lyon 3eme")
 * → "paris 1", "lyon 3"; other names → undefined.
 */
export function arrondissementKey(normalisedName: string): string | undefined {
  const match = new RegExp(`^(paris|lyon|marseille) 0?(\\d{1,2})${ARRONDISSEMENT_SUFFIX}?\\b`).exec(
    normalisedName,
  );
  return match ? `${match[1]} ${match[2]}` : undefined;
}
