/**
 * How a form answer is shown (spec 2 §5 "Image and value typing"): the details popup of the
 * archive and recent missions, and the PDF intervention report, read answers by these rules.
 */

/** Displayed text is cut at this many characters, with an ellipsis (spec 2 §5). */
export const ANSWER_TEXT_SHOWN_MAX = 100;

/**
 * Base64 text at least this long counts as an image even without a known signature. The spec
 * says "long base64 text" without a figure: 1000 characters is far above any word, code or
 * reference an agent would type, and far below the smallest photo.
 */
export const LONG_BASE64_MIN_LENGTH = 1000;

/** The base64 openings of the image formats the spec names: JPEG, PNG, GIF, WebP. */
const BASE64_IMAGE_SIGNATURES = ['/9j/', 'iVBORw0KGgo', 'R0lGOD', 'UklGR'] as const;
const BASE64_TEXT = /^[A-Za-z0-9+/]+={0,2}$/;
const DATA_IMAGE_PREFIX = /^data:image\//i;

export type AnswerValueKind = 'image' | 'textarea' | 'text';

/** Whether a string is an image: a `data:image/` URL, base64 with a JPEG, PNG, GIF or WebP signature, or long base64 text. */
export function isImageValue(value: string): boolean {
  const trimmed = value.trim();
  if (DATA_IMAGE_PREFIX.test(trimmed)) {
    return true;
  }
  // Base64 may come wrapped in lines (MIME); a space makes it prose.
  const compact = trimmed.replace(/[\r\n]+/g, '');
  if (!BASE64_TEXT.test(compact)) {
    return false;
  }
  return (
    BASE64_IMAGE_SIGNATURES.some((signature) => compact.startsWith(signature)) ||
    compact.length >= LONG_BASE64_MIN_LENGTH
  );
}

/**
 * The base64 bytes of an image value (the part after `base64,` of a data URL, whitespace
 * removed), or `null` when the value is not an image or is a data URL that is not base64.
 */
export function imageValueBase64(value: string): string | null {
  if (!isImageValue(value)) {
    return null;
  }
  const trimmed = value.trim();
  if (DATA_IMAGE_PREFIX.test(trimmed)) {
    const comma = trimmed.indexOf(',');
    const header = comma < 0 ? '' : trimmed.slice(0, comma);
    return /;base64$/i.test(header) ? trimmed.slice(comma + 1).replace(/\s+/g, '') : null;
  }
  return trimmed.replace(/\s+/g, '');
}

/** An image if it is one; a textarea if it holds a line break or exceeds 100 characters; otherwise text. */
export function answerValueKind(value: string): AnswerValueKind {
  if (isImageValue(value)) {
    return 'image';
  }
  return /[\r\n]/.test(value) || [...value].length > ANSWER_TEXT_SHOWN_MAX ? 'textarea' : 'text';
}

/** The text as a short display shows it: cut at 100 characters with an ellipsis. */
export function cutAnswerText(value: string): string {
  const characters = [...value];
  return characters.length > ANSWER_TEXT_SHOWN_MAX
    ? `${characters.slice(0, ANSWER_TEXT_SHOWN_MAX).join('')}…`
    : value;
}

/** The words of a yes/no answer (a lone checkbox), in the popup and the report. */
export const ANSWER_YES = 'Oui';
export const ANSWER_NO = 'Non';

/**
 * A stored answer in words: an option's value as its label (when the question still lists it),
 * several options joined by ', ', true/false as Oui/Non, a number as written; a text as it is.
 */
export function answerDisplayText(
  value: string | number | boolean | readonly string[],
  options: readonly { option_value: string; option_label: string }[] = [],
): string {
  const labelOf = (optionValue: string) =>
    options.find((option) => option.option_value === optionValue)?.option_label ?? optionValue;
  if (typeof value === 'boolean') {
    return value ? ANSWER_YES : ANSWER_NO;
  }
  if (typeof value === 'number') {
    return String(value).replace('.', ',');
  }
  if (Array.isArray(value)) {
    return value.map(labelOf).join(', ');
  }
  return options.length > 0 ? labelOf(value as string) : (value as string);
}
