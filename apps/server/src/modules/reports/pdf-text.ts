/**
 * Text as pdfkit's built-in Helvetica can write it. The standard fonts are WinAnsi-encoded: Latin-1
 * plus the typographic signs of Windows-1252 ('’', '€', '…', 'œ', '–'...), which covers French.
 * Anything else would come out as wrong glyphs, so it is replaced: spaces and dashes by their
 * plain forms, accented letters of other languages by their base letter, emoji dropped, the rest
 * by '?'. Control characters are removed; line breaks are kept.
 */

/** Windows-1252's code points above Latin-1 (0x80-0x9F), which pdfkit maps to their glyphs. */
const WIN_ANSI_EXTRA = new Set([
  0x0152, 0x0153, 0x0160, 0x0161, 0x0178, 0x017d, 0x017e, 0x0192, 0x02c6, 0x02dc, 0x2013, 0x2014, 0x2018,
  0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac,
  0x2122,
]);

/** Common signs outside WinAnsi, written with the nearest ones inside. */
const REPLACEMENTS: Record<string, string> = {
  '\u00a0': ' ',
  '\u00ad': '',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2007': ' ',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u202f': ' ',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '—',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2190': '<-',
  '\u2192': '->',
  '\u21d2': '=>',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2248': '~',
  '\u2713': 'v',
  '\u2714': 'v',
  '\u2715': 'x',
  '\u2717': 'x',
  '\u2718': 'x',
  // Letters that do not decompose into a base letter and a mark.
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
};

/** Emoji, skin tones and flags: dropped rather than shown as '?'. */
const EMOJI = /^[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}]$/u;
const COMBINING_MARK = /\p{M}/gu;

/** Zero-width signs (joiners, variation selectors, byte order mark): dropped. */
function isInvisible(codePoint: number): boolean {
  return (
    (codePoint >= 0x200b && codePoint <= 0x200f) ||
    codePoint === 0x2060 ||
    (codePoint >= 0xfe00 && codePoint <= 0xfe0f) ||
    codePoint === 0xfeff
  );
}

function isWinAnsi(codePoint: number): boolean {
  return (
    codePoint === 0x0a ||
    (codePoint >= 0x20 && codePoint <= 0x7e) ||
    (codePoint >= 0xa0 && codePoint <= 0xff) ||
    WIN_ANSI_EXTRA.has(codePoint)
  );
}

function isAllWinAnsi(text: string): boolean {
  for (const character of text) {
    if (!isWinAnsi(character.codePointAt(0)!)) {
      return false;
    }
  }
  return true;
}

/** One character outside WinAnsi: its plain form, its base letter, nothing (emoji, marks) or '?'. */
function replaceCharacter(character: string): string {
  const replacement = REPLACEMENTS[character];
  if (replacement !== undefined) {
    return replacement;
  }
  const codePoint = character.codePointAt(0)!;
  if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint <= 0x9f)) {
    return '';
  }
  if (isInvisible(codePoint) || EMOJI.test(character) || /^\p{M}$/u.test(character)) {
    return '';
  }
  // 'ő' → 'o', 'ş' → 's', 'ﬁ' → 'fi', full-width 'Ａ' → 'A'.
  const decomposed = character.normalize('NFKD').replace(COMBINING_MARK, '');
  if (decomposed.length > 0 && isAllWinAnsi(decomposed)) {
    return decomposed;
  }
  return '?';
}

/**
 * `text` in WinAnsi, with at most `maxCharacters` characters (then cut with '[…]'). Line breaks
 * become '\n', tabs a space.
 */
export function toPdfText(text: string, maxCharacters = Number.POSITIVE_INFINITY): string {
  let source = text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').normalize('NFC');
  let isCut = false;
  if (source.length > maxCharacters) {
    source = source.slice(0, maxCharacters);
    isCut = true;
  }
  let result = '';
  for (const character of source) {
    const codePoint = character.codePointAt(0)!;
    if (isWinAnsi(codePoint) && codePoint !== 0xa0 && codePoint !== 0xad) {
      result += character;
      continue;
    }
    const replacement = replaceCharacter(character);
    // A word of another script ('Привет') becomes one '?', not one per letter.
    if (replacement !== '?' || !result.endsWith('?')) {
      result += replacement;
    }
  }
  return isCut ? `${result} […]` : result;
}

/** A text for one line of the document's metadata (Title, Author): no control characters, at most `max` characters. */
export function toInfoText(text: string, max = 200): string {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();
  return [...clean].slice(0, max).join('');
}
