import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  FIELD_TYPES_WITH_OPTIONS,
  FORM_FIELD_TYPES,
  FORM_FIELD_TYPE_LABELS,
  normaliseFieldName,
  type FormPayload,
} from '@tourneo/domain';
import type { FormEditorValues } from './form-editor-values.ts';

interface QuestionEditorProps {
  index: number;
  /** The form editor's form: the question's fields are its `fields.<index>`. */
  form: UseFormReturn<FormEditorValues, unknown, FormPayload>;
  canRemove: boolean;
  onRemove: () => void;
}

/** One question of the form editor: type, name, label, placeholder, required flag and options. */
export function QuestionEditor({ index, form, canRemove, onRemove }: QuestionEditorProps) {
  const {
    control,
    register,
    getValues,
    setValue,
    formState: { errors },
  } = form;
  const options = useFieldArray({ control, name: `fields.${index}.options` });
  const fieldType = useWatch({ control, name: `fields.${index}.field_type` });
  const fieldName = useWatch({ control, name: `fields.${index}.field_name` });
  const fieldErrors = errors.fields?.[index];
  const labelField = register(`fields.${index}.field_label`);
  // The name follows the label until the user gives it another value.
  const followLabel = (label: string) => {
    const previous = normaliseFieldName(getValues(`fields.${index}.field_label`));
    const name = getValues(`fields.${index}.field_name`);
    if (name === '' || normaliseFieldName(name) === previous) {
      setValue(`fields.${index}.field_name`, normaliseFieldName(label));
    }
  };
  const optionsError = fieldErrors?.options?.message ?? fieldErrors?.options?.root?.message;

  return (
    <Fieldset legend={`Question ${index + 1}`} aria-label={`Question ${index + 1}`}>
      <Stack gap="xs">
        <Group grow align="flex-start">
          <NativeSelect
            label="Type de question"
            data={FORM_FIELD_TYPES.map((type) => ({ value: type, label: FORM_FIELD_TYPE_LABELS[type] }))}
            error={fieldErrors?.field_type?.message}
            {...register(`fields.${index}.field_type`)}
          />
          <TextInput
            label="Libellé"
            placeholder="Ex. : Numéro de compteur"
            error={fieldErrors?.field_label?.message}
            {...labelField}
            onChange={(event) => {
              followLabel(event.currentTarget.value);
              void labelField.onChange(event);
            }}
          />
        </Group>
        <Group grow align="flex-start">
          <TextInput
            label="Nom du champ"
            description={fieldName ? `Enregistré comme « ${normaliseFieldName(fieldName)} »` : undefined}
            error={fieldErrors?.field_name?.message}
            {...register(`fields.${index}.field_name`)}
          />
          <TextInput
            label="Texte indicatif"
            error={fieldErrors?.field_placeholder?.message}
            {...register(`fields.${index}.field_placeholder`)}
          />
        </Group>
        <Checkbox label="Obligatoire" {...register(`fields.${index}.is_required`)} />
        {FIELD_TYPES_WITH_OPTIONS.includes(fieldType) && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Options
            </Text>
            {options.fields.map((option, optionIndex) => {
              const optionErrors = fieldErrors?.options?.[optionIndex];
              return (
                <Group key={option.id} align="flex-start" wrap="nowrap">
                  <TextInput
                    label="Valeur de l'option"
                    size="xs"
                    error={optionErrors?.option_value?.message}
                    {...register(`fields.${index}.options.${optionIndex}.option_value`)}
                  />
                  <TextInput
                    label="Libellé de l'option"
                    size="xs"
                    error={optionErrors?.option_label?.message}
                    {...register(`fields.${index}.options.${optionIndex}.option_label`)}
                  />
                  <ActionIcon
                    mt={22}
                    variant="subtle"
                    color="red"
                    aria-label="Supprimer l'option"
                    onClick={() => options.remove(optionIndex)}
                  >
                    ×
                  </ActionIcon>
                </Group>
              );
            })}
            {optionsError && (
              <Text size="xs" c="red" role="alert">
                {optionsError}
              </Text>
            )}
            <Group>
              <Button
                size="xs"
                variant="light"
                onClick={() => options.append({ option_value: '', option_label: '' })}
              >
                Ajouter une option
              </Button>
            </Group>
          </Stack>
        )}
        {canRemove && (
          <Group justify="flex-end">
            <Button size="xs" variant="subtle" color="red" onClick={onRemove}>
              Supprimer la question
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
