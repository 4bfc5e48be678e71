/**
 * Accents folded away, the one way the code does it (the regions' and CSV headers' search, the
 * offline geocoder's keys, the PDF's file name, the demo's e-mail addresses). The database folds
 * the same way with its `search_text` function (migration 0016), which the clients' and reports'
 * searches run on both sides of LIKE; `db/search-text.test.ts` runs it on PGlite and PostgreSQL and
 * checks it says what `toSearchText` says for every letter of Latin-1 and Latin Extended-A.
 */

/** Letters whose accent or ligature is part of the letter, not a combining mark NFD splits off. */
const LETTERS_WITHOUT_MARK: Readonly<Record<string, string>> = {
  œ: 'oe',
  Œ: 'OE',
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  ı: 'i',
};
const LETTER_WITHOUT_MARK = /[œŒæÆøØđĐłŁı]/g;
const COMBINING_MARK = /\p{M}/gu;

/** The text without its accents, case kept: 'Éloïse Dupré-Œuvray' → 'Eloise Dupre-OEuvray'. */
export function removeAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARK, '')
    .replace(LETTER_WITHOUT_MARK, (letter) => LETTERS_WITHOUT_MARK[letter]!);
}

/** Lower case without accents, as searches compare names: 'Zoë LEFÈVRE' → 'zoe lefevre', 'Œuvre' → 'oeuvre'. */
export function toSearchText(text: string): string {
  return removeAccents(text.toLowerCase());
}
