import { useState } from 'react';
import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { FILE_RETENTION_DAYS_MAX, MESSAGES } from '@tourneo/domain';
import { notify } from '../../../lib/notify.ts';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { useGdprSettings, useUpdateGdprSettings } from '../api/gdpr-settings.ts';

const m = MESSAGES.gdpr;

/** 'Durée de conservation des photos et signatures': days after a mission's end, or empty (no limit). */
export function FileRetentionForm() {
  const settings = useGdprSettings();
  // The field starts from the saved value: mounted again (its key) once that value is first known,
  // not after a save (the save's own answer would then reach an unmounted form).
  const saved = settings.data?.file_retention_days ?? '';
  return (
    <RetentionFields
      key={settings.isPending ? 'loading' : 'loaded'}
      saved={saved}
      isLoading={settings.isPending}
    />
  );
}

function RetentionFields({ saved, isLoading }: { saved: number | ''; isLoading: boolean }) {
  const update = useUpdateGdprSettings();
  const [days, setDays] = useState<string | number>(saved);

  const save = () => {
    const value = days === '' ? null : Number(days);
    update.mutate(
      { file_retention_days: value },
      {
        onSuccess: (answer) => notify('success', answer.message),
        onError: (error) => notify('error', serverMessageOr(error, m.retentionInvalid)),
      },
    );
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {m.retentionLabel}
        </Title>
        <Text size="sm" c="dimmed" id="file-retention-help">
          {m.retentionHelp}
        </Text>
        <Group align="flex-end">
          <NumberInput
            label="Jours"
            aria-describedby="file-retention-help"
            min={1}
            max={FILE_RETENTION_DAYS_MAX}
            allowDecimal={false}
            value={days}
            onChange={setDays}
            disabled={isLoading}
            w={160}
          />
          <Button onClick={save} loading={update.isPending}>
            Enregistrer
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
