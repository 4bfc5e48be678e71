import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, formSchema, type FormPayload } from '@tourneo/domain';
import { ApiError } from '../../../lib/http/fetch-core.ts';
import { emptyQuestion, type FormEditorValues } from './form-editor-values.ts';
import { QuestionEditor } from './question-editor.tsx';

interface FormEditorProps {
  initialValues: FormEditorValues;
  isSaving: boolean;
  onSave: (form: FormPayload) => Promise<unknown>;
  onCancel: () => void;
}

/** The server's answer to a failed save, as the spec words it. */
export function saveErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : MESSAGES.network.unexpected;
  return /timeout|lock/i.test(message) ? MESSAGES.forms.serverBusy : message;
}

/** Name, description and questions of a form, validated by the domain's form schema. */
export function FormEditor({ initialValues, isSaving, onSave, onCancel }: FormEditorProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    control,
    getValues,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormEditorValues, unknown, FormPayload>({
    defaultValues: initialValues,
    resolver: zodResolver(formSchema) as unknown as Resolver<FormEditorValues, unknown, FormPayload>,
  });
  const questions = useFieldArray({ control, name: 'fields' });
  const questionsError = errors.fields?.message ?? errors.fields?.root?.message;

  const submit = handleSubmit(async (form) => {
    setServerError(null);
    try {
      await onSave(form);
    } catch (error) {
      setServerError(error instanceof ApiError || error instanceof Error ? saveErrorMessage(error) : null);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
        <TextInput
          label="Nom du formulaire"
          required
          error={errors.name?.message}
          {...register('name')}
          data-autofocus
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          error={errors.description?.message}
          {...register('description')}
        />
        <Text fw={600}>Questions</Text>
        {questions.fields.map((question, index) => (
          <QuestionEditor
            key={question.id}
            index={index}
            control={control}
            register={register}
            getValues={getValues}
            setValue={setValue}
            errors={errors}
            canRemove={questions.fields.length > 0}
            onRemove={() => questions.remove(index)}
          />
        ))}
        {questionsError && (
          <Text c="red" size="sm" role="alert">
            {questionsError}
          </Text>
        )}
        <Group>
          <Button variant="light" onClick={() => questions.append(emptyQuestion())}>
            Ajouter une question
          </Button>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Annuler
          </Button>
          <Button type="submit" loading={isSaving || isSubmitting}>
            Enregistrer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
