import { MESSAGES } from '../messages/fr.ts';
import type { FormFieldOption, FormFieldType } from '../forms/schemas.ts';
import { isIsoDate } from '../time-slots/week.ts';
import { hasControlCharacters } from '../common/fields.ts';

const m = MESSAGES.mobile;

/** An answer as the agent app sends it and the report keeps it (typed by its question). */
export type AnswerValue = string | number | boolean | string[];

/** A question of the operation's form, as the report rules read it. */
export interface ReportField {
  id: number;
  field_type: FormFieldType;
  field_label: string;
  is_required: boolean;
  options: readonly FormFieldOption[];
}

/** Questions answered by uploading files (photos for `image`), not by a value. */
export const UPLOAD_FIELD_TYPES: readonly FormFieldType[] = ['image', 'file'];
export const isUploadField = (field: Pick<ReportField, 'field_type'>) =>
  UPLOAD_FIELD_TYPES.includes(field.field_type);

export const ANSWER_TEXT_MAX = 1_000;
export const ANSWER_TEXTAREA_MAX = 10_000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with the usual separators, 6 to 20 digits: a form's phone question may hold any country's number. */
const PHONE = /^\+?[\d\s.()-]{6,30}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

type Checked = { value: AnswerValue } | { error: string };

function invalid(field: ReportField, expected: string): Checked {
  return { error: m.answerInvalid(field.field_label, expected) };
}

function checkText(field: ReportField, value: unknown, max: number): Checked {
  if (typeof value !== 'string' || hasControlCharacters(value)) {
    return invalid(field, m.expected.text);
  }
  return value.length > max ? invalid(field, m.expected.textTooLong(max)) : { value };
}

/**
 * Checks one answer against its question's type and options: text and textarea (a text, 1,000 and
 * 10,000 characters at most), email, phone, number (finite), date (YYYY-MM-DD), time (HH:MM),
 * radio and select (one option's value), checkbox (option values among the options, or a boolean
 * for a question without options). Image and file questions take files, not values.
 */
export function checkAnswer(field: ReportField, value: unknown): Checked {
  const optionValues = field.options.map((option) => option.option_value);
  switch (field.field_type) {
    case 'text':
      return checkText(field, value, ANSWER_TEXT_MAX);
    case 'textarea':
      return checkText(field, value, ANSWER_TEXTAREA_MAX);
    case 'email':
      return typeof value === 'string' && value.length <= 254 && EMAIL.test(value.trim())
        ? { value: value.trim() }
        : invalid(field, m.expected.email);
    case 'phone':
      return typeof value === 'string' && PHONE.test(value.trim()) && /\d{2}/.test(value)
        ? { value: value.trim() }
        : invalid(field, m.expected.phone);
    case 'number': {
      const number =
        typeof value === 'string' && value.trim() !== '' ? Number(value.replace(',', '.')) : value;
      return typeof number === 'number' && Number.isFinite(number)
        ? { value: number }
        : invalid(field, m.expected.number);
    }
    case 'date':
      return typeof value === 'string' && isIsoDate(value) ? { value } : invalid(field, m.expected.date);
    case 'time':
      return typeof value === 'string' && TIME.test(value) ? { value } : invalid(field, m.expected.time);
    case 'radio':
    case 'select':
      return typeof value === 'string' && optionValues.includes(value)
        ? { value }
        : invalid(field, m.expected.option);
    case 'checkbox':
      if (optionValues.length === 0) {
        return typeof value === 'boolean' ? { value } : invalid(field, m.expected.checkbox);
      }
      return Array.isArray(value) &&
        value.every((item) => typeof item === 'string' && optionValues.includes(item))
        ? { value: [...new Set(value as string[])] }
        : invalid(field, m.expected.options);
    case 'image':
    case 'file':
      return { error: m.fieldIsUpload(field.field_label) };
  }
}

export { findMissingReportItems, type ReportState } from './report-completeness.ts';
