import type { FormDetails } from '@tourneo/domain';
import type * as repository from './forms.repository.ts';

type FormRow = NonNullable<Awaited<ReturnType<typeof repository.getFormRow>>>;
type FormListRow = Awaited<ReturnType<typeof repository.findForms>>[number];
type FieldRow = Awaited<ReturnType<typeof repository.findFormFields>>[number];

/** A form of the list, with its number of questions. */
export function presentFormListItem(row: FormListRow) {
  return { id: row.id, name: row.name, description: row.description, field_count: Number(row.fieldCount) };
}

/** A form with its questions in order, as the spec's Form and Field. */
export function presentFormDetails(form: FormRow, fields: readonly FieldRow[]): FormDetails {
  return {
    id: form.id,
    name: form.name,
    description: form.description,
    fields: fields.map((field) => ({
      id: field.id,
      field_type: field.fieldType,
      field_name: field.fieldName,
      field_label: field.fieldLabel,
      field_placeholder: field.fieldPlaceholder,
      is_required: field.isRequired ? 1 : 0,
      options: field.options,
    })),
  };
}
