import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useFieldArray } from 'react-hook-form';
import { MESSAGES, formSchema, type FormPayload } from '@tourneo/domain';
import { errorText, submitShowingRefusal, useSchemaForm } from '../../../lib/use-schema-form.ts';
import { emptyQuestion, type FormEditorValues } from './form-editor-values.ts';
import { QuestionEditor } from './question-editor.tsx';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';

interface FormEditorProps {
  initialValues: FormEditorValues;
  isSaving: boolean;
  onSave: (form: FormPayload) => Promise<unknown>;
  onCancel: () => void;
}

/** The server's answer to a failed save, as the spec words it. */
export function saveErrorMessage(error: unknown): string {
  const message = errorText(error);
  return /timeout|lock/i.test(message) ? MESSAGES.forms.serverBusy : message;
}

/** Name, description and questions of a form, validated by the domain's form schema. */
export function FormEditor({ initialValues, isSaving, onSave, onCancel }: FormEditorProps) {
  const form = useSchemaForm<FormEditorValues, FormPayload>(formSchema, { defaultValues: initialValues });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const questions = useFieldArray({ control, name: 'fields' });
  const questionsError = errors.fields?.message ?? errors.fields?.root?.message;

  // A refusal of the server shows above the form until the next submit.
  const submit = submitShowingRefusal(form, onSave, saveErrorMessage);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <ErrorAlert message={errors.root?.message} />
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
            form={form}
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
        <FormActions onCancel={onCancel} isSubmitting={isSaving || isSubmitting} />
      </Stack>
    </form>
  );
}
