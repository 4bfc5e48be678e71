import type { FormFieldType } from '@tourneo/domain';
import type { FormDetails } from '@tourneo/domain';

/** What the editor holds while the user types; the domain's form schema turns it into the payload. */
export interface FormEditorValues {
  name: string;
  description: string;
  fields: {
    id?: number | undefined;
    field_type: FormFieldType;
    field_name: string;
    field_label: string;
    field_placeholder: string;
    is_required: boolean;
    options: { option_value: string; option_label: string }[];
  }[];
}

export const emptyQuestion = (): FormEditorValues['fields'][number] => ({
  field_type: 'text',
  field_name: '',
  field_label: '',
  field_placeholder: '',
  is_required: false,
  options: [],
});

export const EMPTY_FORM: FormEditorValues = { name: '', description: '', fields: [emptyQuestion()] };

export function editorValuesOf(form: FormDetails): FormEditorValues {
  return {
    name: form.name,
    description: form.description,
    fields: form.fields.map((field) => ({
      id: field.id,
      field_type: field.field_type,
      field_name: field.field_name,
      field_label: field.field_label,
      field_placeholder: field.field_placeholder,
      is_required: field.is_required === 1,
      options: field.options,
    })),
  };
}
