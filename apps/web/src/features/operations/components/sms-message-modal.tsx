import { useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import {
  DEFAULT_SMS_MESSAGE,
  MESSAGES,
  SMS_MAX_LENGTH,
  SMS_VARIABLES,
  findSmsMessageError,
  renderSmsMessage,
} from '@tourneo/domain';
import type { Operation } from '../api/get-operations.ts';
import { useUpdateOperation } from '../api/update-operation.ts';
import { notify } from '../../../lib/notify.ts';
import { serverMessageOr } from '../../../lib/error-message.ts';

function SmsMessageEditor({ operation, onClose }: { operation: Operation; onClose: () => void }) {
  const [message, setMessage] = useState(operation.sms_message ?? DEFAULT_SMS_MESSAGE);
  const [error, setError] = useState<string | null>(null);
  const updateOperation = useUpdateOperation();

  const save = () => {
    const problem = findSmsMessageError(message);
    setError(problem);
    if (problem) {
      return;
    }
    // The spec's SMS call: id, name, duration, form_id and the message; the team is kept.
    updateOperation.mutate(
      {
        id: operation.id,
        name: operation.name,
        duration: operation.duration,
        form_id: operation.form_id,
        sms_message: message,
      },
      {
        onSuccess: () => {
          notify('success', MESSAGES.operations.smsUpdated);
          onClose();
        },
        onError: (failure) => notify('error', serverMessageOr(failure, MESSAGES.operations.smsUpdateError)),
      },
    );
  };

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        Opération : {operation.name}. Variables obligatoires : {'{prenom}'}, {'{operation}'}, {'{lien}'} ;
        facultative : {'{nom}'}.
      </Text>
      <Group gap="xs">
        {SMS_VARIABLES.map((variable) => (
          <Button
            key={variable}
            size="compact-xs"
            variant="light"
            aria-label={`Insérer ${variable}`}
            onClick={() =>
              setMessage((current) => `${current}${current.endsWith(' ') || !current ? '' : ' '}${variable}`)
            }
          >
            {variable}
          </Button>
        ))}
      </Group>
      <Textarea
        label="Message SMS"
        autosize
        minRows={3}
        value={message}
        error={error}
        description={`${message.length}/${SMS_MAX_LENGTH} caractères`}
        onChange={(event) => {
          setMessage(event.currentTarget.value);
          setError(null);
        }}
      />
      <Paper withBorder p="sm" bg="gray.0" aria-label="Aperçu du SMS">
        <Text size="xs" fw={600} mb={4}>
          Aperçu
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {renderSmsMessage(message)}
        </Text>
      </Paper>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Annuler
        </Button>
        <Button onClick={save} loading={updateOperation.isPending}>
          Enregistrer le message
        </Button>
      </Group>
    </Stack>
  );
}

interface SmsMessageModalProps {
  operation: Operation | undefined;
  onClose: () => void;
}

/** The operation's custom SMS, checked by the spec's three rules, with a live preview. */
export function SmsMessageModal({ operation, onClose }: SmsMessageModalProps) {
  return (
    <Modal opened={operation !== undefined} onClose={onClose} title="Message SMS personnalisé" size="lg">
      {operation && <SmsMessageEditor key={operation.id} operation={operation} onClose={onClose} />}
    </Modal>
  );
}
