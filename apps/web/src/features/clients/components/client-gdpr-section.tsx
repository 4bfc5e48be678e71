import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { MESSAGES, type Client } from '@tourneo/domain';
import { downloadFile } from '../../../lib/download-file.ts';
import { notify } from '../../../lib/notify.ts';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { useMayCall } from '../../../lib/use-may-call.ts';
import { useEraseClient, useExportClientData } from '../api/client-gdpr.ts';

const m = MESSAGES.gdpr;

/**
 * The client's GDPR tools (issue 26, decision 0039): its data downloaded as one JSON file (planning
 * roles), and its erasure (administrateurs) after a dialog where the word EFFACER is typed; each
 * shown to the roles that may call its route.
 */
export function ClientGdprSection({ client, onErased }: { client: Client; onErased: () => void }) {
  const access = {
    canExport: useMayCall('POST /client/export'),
    canErase: useMayCall('POST /client/erase'),
  };
  const exportData = useExportClientData();
  const erase = useEraseClient();
  const [isConfirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');

  const download = () =>
    exportData.mutate(client.id, {
      onSuccess: (data) =>
        downloadFile(
          new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
          `client-${client.id}-donnees.json`,
        ),
      onError: (error) => notify('error', serverMessageOr(error, MESSAGES.http[500])),
    });
  const confirmErase = () =>
    erase.mutate(client.id, {
      onSuccess: (answer) => {
        notify('success', m.erasedWithCancellations(answer.cancelled_appointments));
        setConfirming(false);
        onErased();
      },
      onError: (error) => notify('error', serverMessageOr(error, MESSAGES.http[500])),
    });
  const closeDialog = () => {
    setConfirming(false);
    setTyped('');
  };

  if (!access.canExport && !access.canErase) {
    return null;
  }
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Données personnelles (RGPD)
      </Text>
      <Group>
        {access.canExport && (
          <Button variant="light" onClick={download} loading={exportData.isPending}>
            {m.exportButton}
          </Button>
        )}
        {access.canErase && (
          <Button variant="light" color="red" onClick={() => setConfirming(true)}>
            {m.eraseButton}
          </Button>
        )}
      </Group>
      <Modal opened={isConfirming} onClose={closeDialog} title={m.eraseTitle}>
        <Stack>
          <Alert color="red" title="Action irréversible">
            {m.eraseWarning}
          </Alert>
          <TextInput
            label={m.eraseConfirmLabel}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={closeDialog}>
              Annuler
            </Button>
            <Button
              color="red"
              disabled={typed.trim() !== m.eraseConfirmWord}
              loading={erase.isPending}
              onClick={confirmErase}
            >
              Effacer définitivement
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
