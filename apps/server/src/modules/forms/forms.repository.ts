import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { FormPayload } from '@tourneo/domain';
import type { Executor } from '../../db/client.ts';
import { deleteRows, inCompany, sameCompany } from '../../db/queries.ts';
import { formFields, forms, operations } from '../../db/schema/index.ts';

type FieldPayload = FormPayload['fields'][number];

export async function findForms(db: Executor, companyId: number) {
  return db
    .select({
      id: forms.id,
      name: forms.name,
      description: forms.description,
      fieldCount: count(formFields.id),
    })
    .from(forms)
    .leftJoin(formFields, sameCompany(formFields, forms, eq(formFields.formId, forms.id)))
    .where(eq(forms.companyId, companyId))
    .groupBy(forms.companyId, forms.id)
    .orderBy(asc(forms.name), asc(forms.id));
}

export async function getFormRow(db: Executor, companyId: number, formId: number) {
  const [form] = await db
    .select({ id: forms.id, name: forms.name, description: forms.description })
    .from(forms)
    .where(inCompany(forms, companyId, { id: formId }));
  return form;
}

export async function findFormFields(db: Executor, companyId: number, formId: number) {
  return db
    .select()
    .from(formFields)
    .where(inCompany(formFields, companyId, { formId }))
    .orderBy(asc(formFields.position), asc(formFields.id));
}

export async function insertForm(db: Executor, companyId: number, name: string, description: string) {
  const [form] = await db.insert(forms).values({ companyId, name, description }).returning({ id: forms.id });
  return form!.id;
}

export async function updateFormRow(
  db: Executor,
  companyId: number,
  formId: number,
  values: { name: string; description: string },
) {
  await db
    .update(forms)
    .set({ ...values, updatedAt: new Date() })
    .where(inCompany(forms, companyId, { id: formId }));
}

const fieldColumns = (field: FieldPayload, position: number) => ({
  position,
  fieldType: field.field_type,
  fieldName: field.field_name,
  fieldLabel: field.field_label,
  fieldPlaceholder: field.field_placeholder,
  isRequired: field.is_required,
  options: field.options,
});

export async function insertFormFields(
  db: Executor,
  companyId: number,
  formId: number,
  fields: readonly { field: FieldPayload; position: number }[],
) {
  if (fields.length === 0) {
    return;
  }
  await db
    .insert(formFields)
    .values(fields.map(({ field, position }) => ({ companyId, formId, ...fieldColumns(field, position) })));
}

export async function updateFormField(
  db: Executor,
  companyId: number,
  fieldId: number,
  field: FieldPayload,
  position: number,
) {
  await db
    .update(formFields)
    .set(fieldColumns(field, position))
    .where(inCompany(formFields, companyId, { id: fieldId }));
}

/** Deletes the form's questions whose id is not kept. */
export async function deleteFormFieldsExcept(
  db: Executor,
  companyId: number,
  formId: number,
  keptIds: readonly number[],
) {
  const scope = inCompany(formFields, companyId, { formId });
  await db
    .delete(formFields)
    .where(keptIds.length === 0 ? scope : and(scope, notInArray(formFields.id, [...keptIds])));
}

export async function countOperationsUsingForm(db: Executor, companyId: number, formId: number) {
  const [row] = await db
    .select({ value: count() })
    .from(operations)
    .where(inCompany(operations, companyId, { formId }));
  return row?.value ?? 0;
}

export async function deleteFormRow(db: Executor, companyId: number, formId: number) {
  return deleteRows(db, forms, inCompany(forms, companyId, {}, inArray(forms.id, [formId])));
}

/** Counts the company's forms, holding its row so that concurrent creations queue behind the count. */
export async function countForms(db: Executor, companyId: number) {
  const [row] = await db.select({ value: count() }).from(forms).where(eq(forms.companyId, companyId));
  return row?.value ?? 0;
}
