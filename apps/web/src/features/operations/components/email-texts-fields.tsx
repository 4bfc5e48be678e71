import { useRef, type RefObject } from 'react';
import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { mergeRefs } from '@mantine/hooks';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  DEFAULT_EMAIL_TEXTS,
  EMAIL_BODY_MAX_LENGTH,
  EMAIL_SUBJECT_MAX_LENGTH,
  EMAIL_VARIABLES_BY_KIND,
  EMAIL_VARIABLE_DESCRIPTIONS,
} from '@tourneo/domain';
import type { EditableEmailKind, EmailTexts, EmailTextsForm, EmailTextsPayload } from '@tourneo/domain';
import { VariableButtons } from './variable-buttons.tsx';

interface EmailTextsFieldsProps {
  form: UseFormReturn<EmailTextsForm, unknown, EmailTextsPayload>;
  kind: EditableEmailKind;
  /** The field the user was last typing in, where a variable goes (kept across the tabs). */
  lastField: RefObject<keyof EmailTexts>;
}

/** One e-mail's subject and body, its variables inserted at the caret, and its default restored. */
export function EmailTextsFields({ form, kind, lastField }: EmailTextsFieldsProps) {
  const { control, getValues, setValue, clearErrors, formState } = form;
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const [subject, body] = useWatch({ control, name: [`${kind}.subject`, `${kind}.body`] });
  const isDefault =
    subject.trim() === DEFAULT_EMAIL_TEXTS[kind].subject.trim() &&
    body.trim() === DEFAULT_EMAIL_TEXTS[kind].body.trim();
  const variables = EMAIL_VARIABLES_BY_KIND[kind];

  const insertVariable = (variable: string) => {
    const field = lastField.current;
    const element = field === 'subject' ? subjectRef.current : bodyRef.current;
    const value = getValues(`${kind}.${field}`);
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    setValue(`${kind}.${field}`, `${value.slice(0, start)}${variable}${value.slice(end)}`, {
      shouldValidate: formState.isSubmitted,
    });
    // Back to the field, the caret after the variable, to go on typing.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + variable.length, start + variable.length);
    });
  };

  const restoreDefault = () => {
    setValue(kind, { ...DEFAULT_EMAIL_TEXTS[kind] });
    clearErrors(kind);
  };

  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name={`${kind}.subject`}
        render={({ field, fieldState }) => (
          <TextInput
            {...field}
            ref={mergeRefs(field.ref, subjectRef)}
            label="Objet"
            error={fieldState.error?.message}
            description={`${field.value.length}/${EMAIL_SUBJECT_MAX_LENGTH} caractères`}
            styles={{ error: { overflowWrap: 'anywhere' } }}
            onFocus={() => (lastField.current = 'subject')}
          />
        )}
      />
      <Controller
        control={control}
        name={`${kind}.body`}
        render={({ field, fieldState }) => (
          <Textarea
            {...field}
            ref={mergeRefs(field.ref, bodyRef)}
            label="Texte"
            autosize
            minRows={6}
            maxRows={14}
            error={fieldState.error?.message}
            description={`Séparez les paragraphes par une ligne vide. ${field.value.length}/${EMAIL_BODY_MAX_LENGTH} caractères`}
            styles={{ error: { overflowWrap: 'anywhere' } }}
            onFocus={() => (lastField.current = 'body')}
          />
        )}
      />
      <div role="group" aria-label="Variables">
        <Text size="sm" fw={500} mb={4}>
          Variables (insérées à l&apos;emplacement du curseur)
        </Text>
        <VariableButtons
          variables={variables}
          onInsert={insertVariable}
          descriptionOf={(variable) => EMAIL_VARIABLE_DESCRIPTIONS[variable]}
        />
        <Text size="xs" c="dimmed" mt={4}>
          {variables.map((variable) => `${variable} : ${EMAIL_VARIABLE_DESCRIPTIONS[variable]}`).join(' · ')}
          {kind === 'invitation' && '. {lien} est obligatoire.'}
        </Text>
      </div>
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {isDefault ? 'Texte par défaut' : 'Texte personnalisé'}
        </Text>
        <Button variant="subtle" size="xs" onClick={restoreDefault} disabled={isDefault}>
          Rétablir le texte par défaut
        </Button>
      </Group>
    </Stack>
  );
}
