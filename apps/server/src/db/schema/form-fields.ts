import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { FormFieldOption, FormFieldType } from '@tourneo/domain';
import { companies } from './companies.ts';
import { forms } from './forms.ts';

/** The questions of a form, in `position` order. Unique names are checked by the domain schema. */
export const formFields = pgTable(
  'form_fields',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: integer('id').generatedAlwaysAsIdentity(),
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
    primaryKey({ columns: [table.companyId, table.id] }),
    foreignKey({
      columns: [table.companyId, table.formId],
      foreignColumns: [forms.companyId, forms.id],
    }).onDelete('cascade'),
    index('form_fields_form_idx').on(table.companyId, table.formId, table.position),
  ],
);
