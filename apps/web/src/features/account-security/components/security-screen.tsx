import { useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { ACCOUNT_SECURITY_MESSAGES } from '@tourneo/domain';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { serverMessageOr } from '../../../lib/error-message.ts';
import { useStartTotp, useTotpStatus } from '../api/account-security.ts';
import { RecoveryCodesModal } from './recovery-codes-modal.tsx';
import { SessionsList } from './sessions-list.tsx';
import { TotpDisableModal } from './totp-disable-modal.tsx';
import { TotpEnrolModal } from './totp-enrol-modal.tsx';

const s = ACCOUNT_SECURITY_MESSAGES;

/**
 * 'Sécurité' (issue 26, decision 0038): the account's second factor (enrol, recovery codes left,
 * new ones, disable) and its open sessions. Every role, and the owner, has one.
 */
export function SecurityScreen({
  onSecondFactorEnabled,
  onCurrentSessionEnded,
}: {
  /** After an enrolment (the session may have been waiting for it). */
  onSecondFactorEnabled: () => void;
  onCurrentSessionEnded: () => void;
}) {
  const status = useTotpStatus();
  const start = useStartTotp();
  const [isDisabling, setDisabling] = useState(false);
  const [isRegenerating, setRegenerating] = useState(false);

  return (
    <Stack>
      <Title order={1} size="h2">
        {s.title}
      </Title>
      <Text>{s.intro}</Text>
      {status.data?.enrolment_required && (
        <Alert color="orange" role="alert">
          {s.totpRequired}
        </Alert>
      )}
      <Paper withBorder p="md" component="section" aria-labelledby="totp-title">
        <Stack>
          <Group justify="space-between">
            <Title order={2} size="h3" id="totp-title">
              {s.totpTitle}
            </Title>
            {status.data && (
              <Badge color={status.data.enabled ? 'teal' : 'gray'} variant="light">
                {status.data.enabled ? 'Activée' : 'Désactivée'}
              </Badge>
            )}
          </Group>
          {status.isPending && <Loader aria-label="Chargement..." />}
          <ErrorAlert message={status.error ? serverMessageOr(status.error, s.loadError) : null} />
          {status.data && (
            <>
              <Text size="sm">{status.data.enabled ? s.totpOn : s.totpOff}</Text>
              {status.data.enabled && (
                <Text size="sm">{s.recoveryCodesLeft(status.data.recovery_codes_left)}</Text>
              )}
              <Group>
                {status.data.enabled ? (
                  <>
                    <Button variant="default" onClick={() => setRegenerating(true)}>
                      {s.regenerate}
                    </Button>
                    <Button variant="default" color="red" onClick={() => setDisabling(true)}>
                      {s.disable}
                    </Button>
                  </>
                ) : (
                  <Button onClick={() => start.mutate()}>{s.enable}</Button>
                )}
              </Group>
            </>
          )}
        </Stack>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="sessions-title">
        <Stack>
          <Title order={2} size="h3" id="sessions-title">
            {s.sessionsTitle}
          </Title>
          <Text size="sm">{s.sessionsIntro}</Text>
          <SessionsList onCurrentEnded={onCurrentSessionEnded} />
        </Stack>
      </Paper>
      <TotpEnrolModal
        start={start}
        onClose={() => {
          start.reset();
          onSecondFactorEnabled();
        }}
      />
      <TotpDisableModal opened={isDisabling} onClose={() => setDisabling(false)} />
      <RecoveryCodesModal opened={isRegenerating} onClose={() => setRegenerating(false)} />
    </Stack>
  );
}
