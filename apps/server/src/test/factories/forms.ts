import type { FastifyInstance } from 'fastify';
import { formFields, forms } from '../../db/schema/index.ts';

type FieldDefinition = Omit<
  typeof formFields.$inferInsert,
  'companyId' | 'formId' | 'position' | 'options'
> & {
  readonly options?: readonly { option_value: string; option_label: string }[];
};

/**
 * A report form of the company with its fields in the order given (optional unless told); answers
 * the form and each field's id by its name.
 */
export async function buildForm(
  app: FastifyInstance,
  companyId: number,
  definitions: readonly FieldDefinition[],
  name = 'Rapport',
) {
  const [form] = await app.db.insert(forms).values({ companyId, name }).returning();
  const fields: Record<string, number> = {};
  for (const [position, { options = [], ...definition }] of definitions.entries()) {
    const [row] = await app.db
      .insert(formFields)
      .values({ companyId, formId: form!.id, position, ...definition, options: [...options] })
      .returning({ id: formFields.id });
    fields[definition.fieldName] = row!.id;
  }
  return { form: form!, fields };
}
