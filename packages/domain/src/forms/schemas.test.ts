import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/fr.ts';
import { formSchema, normaliseFieldName } from './schemas.ts';

const question = (overrides: object = {}) => ({
  field_type: 'text',
  field_name: 'nom',
  field_label: 'Nom',
  ...overrides,
});

const firstMessage = (input: object) => {
  const result = formSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('form schema', () => {
  it('stores field names lowercased with spaces replaced by underscores', () => {
    expect(normaliseFieldName('  Numéro de   Compteur ')).toBe('numéro_de_compteur');
  });

  it('needs a name and at least one question', () => {
    expect(firstMessage({ name: ' ', fields: [question()] })).toBe(MESSAGES.forms.nameRequired);
    expect(firstMessage({ name: 'A', fields: [] })).toBe(MESSAGES.forms.fieldsRequired);
  });

  it('refuses two names that are equal once normalised', () => {
    expect(
      firstMessage({
        name: 'A',
        fields: [question({ field_name: 'Nom Client' }), question({ field_name: 'nom_client' })],
      }),
    ).toBe(MESSAGES.forms.fieldNameNotUnique);
  });

  it('needs options with a value and a label, at least one for radio and select', () => {
    expect(firstMessage({ name: 'A', fields: [question({ field_type: 'select' })] })).toBe(
      MESSAGES.forms.optionsRequired,
    );
    expect(
      firstMessage({
        name: 'A',
        fields: [question({ field_type: 'radio', options: [{ option_value: '', option_label: 'Oui' }] })],
      }),
    ).toBe(MESSAGES.forms.optionIncomplete);
  });

  it('accepts is_required as 0/1 and drops the options of a free-text question', () => {
    const parsed = formSchema.parse({
      name: 'A',
      fields: [question({ is_required: 1, options: [{ option_value: 'x', option_label: 'X' }] })],
    });
    expect(parsed.fields[0]).toMatchObject({ is_required: true, options: [], field_placeholder: '' });
    expect(parsed.description).toBe('');
  });
});
