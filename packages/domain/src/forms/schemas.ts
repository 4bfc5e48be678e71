import { z } from 'zod';
import '../zod-locale.ts';
import { MESSAGES } from '../messages/fr.ts';
import { idOf, text, trimmed } from '../common/fields.ts';

/** Question types a form may hold (spec 2 §3 "Field"). */
export const FORM_FIELD_TYPES = [
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
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Types whose answers are chosen among options. */
export const FIELD_TYPES_WITH_OPTIONS: readonly FormFieldType[] = ['checkbox', 'radio', 'select'];
/** Types that cannot be answered without at least one option. */
export const FIELD_TYPES_REQUIRING_OPTIONS: readonly FormFieldType[] = ['radio', 'select'];

export const FORM_NAME_MAX = 200;
export const FORM_DESCRIPTION_MAX = 2000;
export const FORM_FIELDS_MAX = 100;
export const FIELD_TEXT_MAX = 200;
export const FIELD_OPTIONS_MAX = 50;

/** French labels of the question types, for the editor. */
export const FORM_FIELD_TYPE_LABELS: Record<FormFieldType, string> = {
  text: 'Texte court',
  textarea: 'Texte long',
  checkbox: 'Cases à cocher',
  radio: 'Choix unique',
  select: 'Liste déroulante',
  image: 'Photo',
  file: 'Fichier',
  date: 'Date',
  time: 'Heure',
  email: 'E-mail',
  phone: 'Téléphone',
  number: 'Nombre',
};

/** A field's name as stored: lowercased, spaces replaced by underscores. */
export function normaliseFieldName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '_');
}

const requiredText = (message: string, max: number) =>
  z.preprocess(trimmed, text(message).min(1, message).max(max, message));

const optionalText = (max: number, message: string) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? '' : trimmed(value)),
    text(message).max(max, message),
  );

export const formFieldOptionSchema = z.object({
  option_value: requiredText(MESSAGES.forms.optionIncomplete, FIELD_TEXT_MAX),
  option_label: requiredText(MESSAGES.forms.optionIncomplete, FIELD_TEXT_MAX),
});
export type FormFieldOption = z.infer<typeof formFieldOptionSchema>;

export const formFieldSchema = z
  .object({
    /** Present when editing an existing question: its answers stay attached to it. */
    id: idOf(MESSAGES.forms.fieldIncomplete).optional(),
    field_type: z.enum(FORM_FIELD_TYPES, { error: MESSAGES.forms.fieldTypeInvalid }),
    field_name: z.preprocess(
      (value) => (typeof value === 'string' ? normaliseFieldName(value) : value),
      text(MESSAGES.forms.fieldIncomplete)
        .min(1, MESSAGES.forms.fieldIncomplete)
        .max(FIELD_TEXT_MAX, MESSAGES.forms.fieldIncomplete),
    ),
    field_label: requiredText(MESSAGES.forms.fieldIncomplete, FIELD_TEXT_MAX),
    field_placeholder: optionalText(FIELD_TEXT_MAX, MESSAGES.forms.fieldIncomplete),
    is_required: z
      .union([z.boolean(), z.literal(0), z.literal(1)], { error: MESSAGES.forms.fieldIncomplete })
      .default(false)
      .transform((value) => value === true || value === 1),
    options: z
      .array(formFieldOptionSchema, { error: MESSAGES.forms.optionIncomplete })
      .max(FIELD_OPTIONS_MAX, MESSAGES.forms.tooManyOptions)
      .default([]),
  })
  .superRefine((field, context) => {
    if (FIELD_TYPES_REQUIRING_OPTIONS.includes(field.field_type) && field.options.length === 0) {
      context.addIssue({ code: 'custom', message: MESSAGES.forms.optionsRequired, path: ['options'] });
    }
  })
  .transform((field) => ({
    ...field,
    // Options mean nothing for a free-text question: they are not kept.
    options: FIELD_TYPES_WITH_OPTIONS.includes(field.field_type) ? field.options : [],
  }));
export type FormFieldInput = z.input<typeof formFieldSchema>;
export type FormField = z.output<typeof formFieldSchema>;

/** Create and update a form (spec 2 §5 "Forms"). */
export const formSchema = z.object({
  name: requiredText(MESSAGES.forms.nameRequired, FORM_NAME_MAX),
  description: optionalText(FORM_DESCRIPTION_MAX, MESSAGES.forms.descriptionTooLong),
  fields: z
    .array(formFieldSchema, { error: MESSAGES.forms.fieldsRequired })
    .min(1, MESSAGES.forms.fieldsRequired)
    .max(FORM_FIELDS_MAX, MESSAGES.forms.tooManyFields)
    .superRefine((fields, context) => {
      const seen = new Set<string>();
      fields.forEach((field, index) => {
        if (seen.has(field.field_name)) {
          context.addIssue({
            code: 'custom',
            message: MESSAGES.forms.fieldNameNotUnique,
            path: [index, 'field_name'],
          });
        }
        seen.add(field.field_name);
      });
    }),
});
export type FormInput = z.input<typeof formSchema>;
export type FormPayload = z.output<typeof formSchema>;

export const formIdSchema = z.object({
  id: idOf(MESSAGES.forms.idRequired),
});
