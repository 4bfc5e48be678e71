import { removeAccents } from '@tourneo/domain/common/search-text';

/** Letters without accent that ASCII still lacks, spelt the way they are read. */
const ASCII_SPELLINGS: Readonly<Record<string, string>> = { ß: 'ss', ð: 'd', þ: 'th' };

/** A part of a file name: ASCII letters, digits, '-', '.' and '_', accents transliterated, at most `max` characters. */
function fileNamePart(text: string, max: number): string {
  // NFKD first: compatibility forms ('ﬁ', full-width 'Ａ') become plain letters too.
  const ascii = removeAccents(text.normalize('NFKD')).replace(
    /[^\x20-\x7e]/g,
    (character) => ASCII_SPELLINGS[character] ?? '_',
  );
  return ascii
    .replace(/[^A-Za-z0-9.-]+/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/_+/g, '_')
    .replace(/^[_.-]+|[_.-]+$/g, '')
    .slice(0, max)
    .replace(/[_.-]+$/g, '');
}

/**
 * `mission_{client}_{date}.pdf`, safe as a download name on any system ('Éloïse Dupré',
 * '2026-11-24' → 'mission_Eloise_Dupre_2026-11-24.pdf'); with a report `version` (issue 39: given
 * when the report has several), `…_2026-11-24-v2.pdf`.
 */
export function interventionPdfFileName(
  clientName: string,
  date: string,
  version: number | null = null,
): string {
  const client = fileNamePart(clientName, 80) || 'client';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : fileNamePart(date, 20) || 'sans-date';
  const suffix = version !== null && Number.isInteger(version) && version > 0 ? `-v${version}` : '';
  return `mission_${client}_${day}${suffix}.pdf`;
}
