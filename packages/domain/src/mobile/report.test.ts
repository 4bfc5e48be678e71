import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MESSAGES } from '../messages/fr.ts';
import { ANSWER_TEXT_MAX, checkAnswer, findMissingReportItems, type ReportField } from './report.ts';

const m = MESSAGES.mobile;
const field = (overrides: Partial<ReportField>): ReportField => ({
  id: 1,
  field_type: 'text',
  field_label: 'Question',
  is_required: false,
  options: [],
  ...overrides,
});
const options = [
  { option_value: 'ok', option_label: 'Bon' },
  { option_value: 'hs', option_label: 'Hors service' },
];

describe('checkAnswer', () => {
  it('keeps values of the question’s type, normalised (number from a French decimal, trimmed e-mail, unique options)', () => {
    expect(checkAnswer(field({ field_type: 'number' }), '12,5')).toEqual({ value: 12.5 });
    expect(checkAnswer(field({ field_type: 'email' }), ' a@b.fr ')).toEqual({ value: 'a@b.fr' });
    expect(checkAnswer(field({ field_type: 'phone' }), '06 12 34 56 78')).toEqual({
      value: '06 12 34 56 78',
    });
    expect(checkAnswer(field({ field_type: 'date' }), '2026-02-28')).toEqual({ value: '2026-02-28' });
    expect(checkAnswer(field({ field_type: 'time' }), '23:59')).toEqual({ value: '23:59' });
    expect(checkAnswer(field({ field_type: 'radio', options }), 'hs')).toEqual({ value: 'hs' });
    expect(checkAnswer(field({ field_type: 'checkbox', options }), ['ok', 'ok'])).toEqual({ value: ['ok'] });
    expect(checkAnswer(field({ field_type: 'checkbox' }), false)).toEqual({ value: false });
    expect(checkAnswer(field({ field_type: 'textarea' }), 'a\nb')).toEqual({ value: 'a\nb' });
  });

  it('refuses values of another type with the question’s label and what is expected', () => {
    const cases: [Partial<ReportField>, unknown, string][] = [
      [{ field_type: 'number' }, 'douze', m.expected.number],
      [{ field_type: 'number' }, Number.NaN, m.expected.number],
      [{ field_type: 'date' }, '2026-02-30', m.expected.date],
      [{ field_type: 'time' }, '24:00', m.expected.time],
      [{ field_type: 'email' }, 'pas-un-email', m.expected.email],
      [{ field_type: 'phone' }, 'appelez-moi', m.expected.phone],
      [{ field_type: 'select', options }, 'autre', m.expected.option],
      [{ field_type: 'checkbox', options }, ['ok', 'autre'], m.expected.options],
      [{ field_type: 'checkbox' }, 'oui', m.expected.checkbox],
      [{ field_type: 'text' }, 'a\u0000b', m.expected.text],
      [{ field_type: 'text' }, 'x'.repeat(ANSWER_TEXT_MAX + 1), m.expected.textTooLong(ANSWER_TEXT_MAX)],
    ];
    for (const [overrides, value, expected] of cases) {
      expect(checkAnswer(field(overrides), value)).toEqual({ error: m.answerInvalid('Question', expected) });
    }
    expect(checkAnswer(field({ field_type: 'image' }), 'data:image/png;base64,AAA')).toEqual({
      error: m.fieldIsUpload('Question'),
    });
  });

  it('never throws, whatever the value', () => {
    const types = [
      'text',
      'textarea',
      'checkbox',
      'radio',
      'select',
      'image',
      'file',
      'date',
      'time',
      'email',
      'phone',
      'number',
    ] as const;
    fc.assert(
      fc.property(fc.constantFrom(...types), fc.anything(), (type, value) => {
        const result = checkAnswer(field({ field_type: type, options }), value);
        expect('value' in result || 'error' in result).toBe(true);
      }),
    );
  });
});

describe('findMissingReportItems', () => {
  const fields = [
    field({ id: 1, field_label: 'Compteur', is_required: true }),
    field({ id: 2, field_label: 'Photo', field_type: 'image', is_required: true }),
    field({ id: 3, field_label: 'Bon', field_type: 'file', is_required: true }),
    field({ id: 4, field_label: 'Accès', field_type: 'checkbox', is_required: true }),
    field({ id: 5, field_label: 'Remarque', is_required: false }),
  ];

  it('lists required answers, photos and files missing, in the form’s order, then the signature', () => {
    expect(
      findMissingReportItems({
        fields,
        answers: new Map([[1, '  ']]),
        fieldsWithFiles: new Set(),
        hasSignature: false,
      }),
    ).toEqual([
      m.missingField('Compteur'),
      m.missingPhoto('Photo'),
      m.missingFile('Bon'),
      m.missingField('Accès'),
      m.missingSignature,
    ]);
  });

  it('a required lone checkbox must be ticked; a complete report lacks nothing', () => {
    const answers = new Map<number, string | boolean>([
      [1, 'C-1'],
      [4, false],
    ]);
    const state = { fields, answers, fieldsWithFiles: new Set([2, 3]), hasSignature: true };
    expect(findMissingReportItems(state)).toEqual([m.missingField('Accès')]);
    answers.set(4, true);
    expect(findMissingReportItems(state)).toEqual([]);
  });

  it('a mission without a form needs only the signature', () => {
    expect(
      findMissingReportItems({
        fields: [],
        answers: new Map(),
        fieldsWithFiles: new Set(),
        hasSignature: false,
      }),
    ).toEqual([m.missingSignature]);
  });
});
