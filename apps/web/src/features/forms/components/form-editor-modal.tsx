import { Center, Loader, Modal, Text } from '@mantine/core';
import type { FormPayload } from '@tourneo/domain';
import { notify } from '../../../lib/notify.ts';
import { useCreateForm } from '../api/create-form.ts';
import { useFormDetails } from '../api/get-form.ts';
import { useUpdateForm } from '../api/update-form.ts';
import { FormEditor } from './form-editor.tsx';
import { EMPTY_FORM, editorValuesOf } from './form-editor-values.ts';

interface FormEditorModalProps {
  /** The form to edit; a new form when undefined. */
  formId: number | undefined;
  onClose: () => void;
}

/** Create and edit popups of the forms page. Escape closes them. */
export function FormEditorModal({ formId, onClose }: FormEditorModalProps) {
  const isEditing = formId !== undefined;
  const details = useFormDetails(formId);
  const createForm = useCreateForm();
  const updateForm = useUpdateForm();

  const save = async (form: FormPayload) => {
    const response = isEditing
      ? await updateForm.mutateAsync({ id: formId, form })
      : await createForm.mutateAsync(form);
    notify('success', response.message);
    onClose();
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={isEditing ? 'Modifier le formulaire' : 'Nouveau formulaire'}
    >
      {isEditing && details.isPending && (
        <Center p="xl">
          <Loader aria-label="Chargement..." />
        </Center>
      )}
      {isEditing && details.error && (
        <Text c="red" role="alert">
          {details.error.message}
        </Text>
      )}
      {(!isEditing || details.data) && (
        <FormEditor
          initialValues={details.data ? editorValuesOf(details.data) : EMPTY_FORM}
          isSaving={createForm.isPending || updateForm.isPending}
          onSave={save}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
