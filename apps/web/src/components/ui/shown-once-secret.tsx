import { Alert, Button, Code, CopyButton, Group, Stack } from '@mantine/core';

/** The words around a secret shown once (an API key, a webhook's signing secret). */
export interface ShownOnceSecretLabels {
  /** 'Cette clé ne sera plus affichée…' */
  warning: string;
  /** The secret's accessible name. */
  title: string;
  copy: string;
  copied: string;
  close: string;
}

/** A secret shown this once, with its copy button, closed by the user once copied. */
export function ShownOnceSecret({
  value,
  labels,
  onClose,
}: {
  value: string;
  labels: ShownOnceSecretLabels;
  onClose: () => void;
}) {
  return (
    <Stack>
      <Alert color="orange" role="status">
        {labels.warning}
      </Alert>
      <Code block aria-label={labels.title} style={{ wordBreak: 'break-all' }}>
        {value}
      </Code>
      <Group justify="flex-end">
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button variant={copied ? 'light' : 'filled'} color={copied ? 'teal' : undefined} onClick={copy}>
              {copied ? labels.copied : labels.copy}
            </Button>
          )}
        </CopyButton>
        <Button variant="default" onClick={onClose}>
          {labels.close}
        </Button>
      </Group>
    </Stack>
  );
}
