import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { companyForeignKey, companyKey, companyRow } from './columns.ts';
import type { FormFieldOption, FormFieldType } from '@tourneo/domain';
import { forms } from './forms.ts';

/** The questions of a form, in `position` order. Unique names are checked by the domain schema. */
export const formFields = pgTable(
  'form_fields',
  {
    ...companyRow(),
    formId: integer('form_id').notNull(),
    position: integer('position').notNull(),
    fieldType: text('field_type').$type<FormFieldType>().notNull(),
    fieldName: text('field_name').notNull(),
    fieldLabel: text('field_label').notNull(),
    fieldPlaceholder: text('field_placeholder').notNull().default(''),
    isRequired: boolean('is_required').notNull().default(false),
    options: jsonb('options').$type<FormFieldOption[]>().notNull().default([]),
  },
  (table) => [
    companyKey(table),
    companyForeignKey(table, table.formId, forms).onDelete('cascade'),
    index('form_fields_form_idx').on(table.companyId, table.formId, table.position),
  ],
);
