import { useEffect, useRef } from 'react';
import { Button, Code, Group, List, Stack, Text, Title } from '@mantine/core';
import { ACCOUNT_SECURITY_MESSAGES } from '@tourneo/domain';
import { downloadFile } from '../../../lib/download-file.ts';

const s = ACCOUNT_SECURITY_MESSAGES;

/**
 * The ten recovery codes, shown this once (to copy or download as a text file): after an
 * enrolment, and after new ones are generated (decisions 0038, 0044).
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  // They replace the form that asked for them: the keyboard's focus goes on to them.
  const done = useRef<HTMLButtonElement>(null);
  useEffect(() => done.current?.focus(), []);
  return (
    <Stack>
      <Title order={2} size="h4">
        {s.recoveryTitle}
      </Title>
      <Text size="sm">{s.recoveryIntro}</Text>
      <List spacing={4} aria-label={s.recoveryTitle}>
        {codes.map((recovery) => (
          <List.Item key={recovery}>
            <Code>{recovery}</Code>
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={() =>
            downloadFile(
              new Blob([`${s.recoveryTitle}\n\n${codes.join('\n')}\n`], { type: 'text/plain' }),
              s.recoveryFileName,
            )
          }
        >
          {s.recoveryDownload}
        </Button>
        <Button ref={done} onClick={onDone}>
          {s.recoveryDone}
        </Button>
      </Group>
    </Stack>
  );
}
