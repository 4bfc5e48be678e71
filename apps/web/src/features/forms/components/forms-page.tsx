import { useState } from 'react';
import { Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MESSAGES } from '@tourneo/domain';
import { notify } from '../../../lib/notify.ts';
import { SettingsChangeOnly, SettingsReadOnlyNotice } from '../../../components/ui/settings-access.tsx';
import { useReturnFocus } from '../../../lib/use-return-focus.ts';
import { useDeleteForm } from '../api/delete-form.ts';
import type { FormSummary } from '@tourneo/domain';
import { useForms } from '../api/get-forms.ts';
import { FormCard } from './form-card.tsx';
import { FormEditorModal } from './form-editor-modal.tsx';

type Editing = { formId: number | undefined } | null;

/** "Formulaires": the company's intervention forms as cards, with create, edit and delete. */
export function FormsPage() {
  const forms = useForms();
  const deleteForm = useDeleteForm();
  const [editing, setEditing] = useState<Editing>(null);
  // The editor is mounted to open: Mantine's Modal then does not give the focus back itself.
  const focus = useReturnFocus();
  const openEditor = (next: NonNullable<Editing>) => {
    focus.remember();
    setEditing(next);
  };
  const closeEditor = () => {
    focus.restore();
    setEditing(null);
  };

  const confirmDelete = (form: FormSummary) =>
    modals.openConfirmModal({
      title: 'Supprimer le formulaire',
      children: <Text size="sm">{MESSAGES.forms.deleteConfirm(form.name)}</Text>,
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteForm.mutate(form.id, {
          onSuccess: (response) => notify('success', response.message),
          onError: (error) => {
            if (error.message.includes('utilisé par des opérations')) {
              notify('error', error.message);
            } else if (error.message.includes('introuvable')) {
              notify('warning', MESSAGES.forms.alreadyDeleted);
            } else {
              notify('error', error.message || MESSAGES.network.unexpected);
            }
          },
        }),
    });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Formulaires
        </Title>
        <SettingsChangeOnly>
          <Button onClick={() => openEditor({ formId: undefined })}>Nouveau formulaire</Button>
        </SettingsChangeOnly>
      </Group>
      <SettingsReadOnlyNotice />
      {forms.isPending && (
        <Center p="xl">
          <Loader aria-label="Chargement..." />
        </Center>
      )}
      {forms.error && (
        <Text c="red" role="alert">
          {forms.error.message}
        </Text>
      )}
      {forms.data?.length === 0 && (
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed">{MESSAGES.forms.empty}</Text>
        </Paper>
      )}
      {forms.data && forms.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {forms.data.map((form) => (
            <FormCard
              key={form.id}
              form={form}
              onEdit={() => openEditor({ formId: form.id })}
              onDelete={() => confirmDelete(form)}
            />
          ))}
        </SimpleGrid>
      )}
      {editing && <FormEditorModal formId={editing.formId} onClose={closeEditor} />}
    </Stack>
  );
}
