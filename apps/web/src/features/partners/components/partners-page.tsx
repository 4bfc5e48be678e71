import { useState } from 'react';
import { Button, Center, Group, Loader, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MESSAGES } from '@tourneo/domain';
import { notify } from '../../../lib/notify.ts';
import { SettingsChangeOnly, SettingsReadOnlyNotice } from '../../../components/ui/settings-access.tsx';
import { useCreatePartner } from '../api/create-partner.ts';
import { useDeletePartner } from '../api/delete-partner.ts';
import type { Partner } from '@tourneo/domain';
import { usePartners } from '../api/get-partners.ts';
import { useUpdatePartner } from '../api/update-partner.ts';
import { useSetDefaultPartner } from '../api/set-default-partner.ts';
import { PartnerCard } from './partner-card.tsx';
import { PartnerForm, type PartnerPayload } from './partner-form.tsx';

type Editing = { partner: Partner | undefined } | null;

/** "Partenaires": the senders of e-mails and their SMTP settings. */
export function PartnersPage() {
  const partners = usePartners();
  const createPartner = useCreatePartner();
  const updatePartner = useUpdatePartner();
  const deletePartner = useDeletePartner();
  const setDefaultPartner = useSetDefaultPartner();
  const [editing, setEditing] = useState<Editing>(null);

  const save = async (payload: PartnerPayload) => {
    const response =
      'id' in payload ? await updatePartner.mutateAsync(payload) : await createPartner.mutateAsync(payload);
    notify('success', response.message);
    setEditing(null);
  };

  const confirmDelete = (partner: Partner) =>
    modals.openConfirmModal({
      title: 'Supprimer le partenaire',
      children: (
        <Text size="sm">
          {MESSAGES.partners.deleteConfirm(partner.nom)}
          {(partners.data?.length ?? 0) > 1 && ` ${MESSAGES.partners.deleteClientsMoved}`}
        </Text>
      ),
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deletePartner.mutate(partner.id, {
          onSuccess: (response) => notify('success', response.message),
          onError: (error) => notify('error', error.message),
        }),
    });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Partenaires
        </Title>
        <SettingsChangeOnly>
          <Button onClick={() => setEditing({ partner: undefined })}>Nouveau partenaire</Button>
        </SettingsChangeOnly>
      </Group>
      <SettingsReadOnlyNotice />
      {partners.isPending && (
        <Center p="xl">
          <Loader aria-label="Chargement..." />
        </Center>
      )}
      {partners.error && (
        <Text c="red" role="alert">
          {partners.error.message}
        </Text>
      )}
      {partners.data?.length === 0 && (
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed">{MESSAGES.partners.empty}</Text>
        </Paper>
      )}
      {partners.data && partners.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {partners.data.map((partner) => (
            <PartnerCard
              key={partner.id}
              partner={partner}
              onEdit={() => setEditing({ partner })}
              onDelete={() => confirmDelete(partner)}
              isSettingDefault={setDefaultPartner.isPending && setDefaultPartner.variables === partner.id}
              onSetDefault={() =>
                setDefaultPartner.mutate(partner.id, {
                  onSuccess: (response) => notify('success', response.message),
                  onError: (error) => notify('error', error.message),
                })
              }
            />
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={editing?.partner ? 'Modifier le partenaire' : 'Nouveau partenaire'}
      >
        {editing && (
          <PartnerForm
            partner={editing.partner}
            isSaving={createPartner.isPending || updatePartner.isPending}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
