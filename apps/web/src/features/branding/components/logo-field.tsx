import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { LOGO_MIME_TYPES, MESSAGES, type Branding } from '@tourneo/domain';
import { notify } from '../../../lib/notify.ts';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { SettingsChangeOnly } from '../../../components/ui/settings-access.tsx';
import { useLogoChange } from '../api/upload-logo.ts';

const M = MESSAGES.branding;

/** The logo: sent as a file (checked by the server by content, size and dimensions), shown, removable. */
export function LogoField({ branding }: { branding: Branding }) {
  const { upload, remove } = useLogoChange();
  const error = upload.error ?? remove.error;

  const send = async (file: File | null) => {
    if (!file) {
      return;
    }
    remove.reset();
    const response = await upload.mutateAsync(file).catch(() => undefined);
    if (response) {
      notify('success', response.message);
    }
  };

  return (
    <Stack gap="xs">
      <Text fw={600}>{M.logo}</Text>
      <Text size="sm" c="dimmed">
        {M.logoHint}
      </Text>
      <ErrorAlert message={error?.message} />
      {branding.logo_url && (
        <Image
          src={branding.logo_url}
          alt={M.logoAlt(branding.sender_name ?? 'votre entreprise')}
          maw={200}
          mah={100}
          fit="contain"
        />
      )}
      <SettingsChangeOnly>
        <Group>
          <FileButton onChange={(file) => void send(file)} accept={LOGO_MIME_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="light" loading={upload.isPending}>
                {M.logoUpload}
              </Button>
            )}
          </FileButton>
          {branding.logo_url && (
            <Button
              variant="subtle"
              color="red"
              loading={remove.isPending}
              onClick={() => {
                upload.reset();
                void remove.mutateAsync().then((response) => notify('success', response.message));
              }}
            >
              {M.logoDelete}
            </Button>
          )}
        </Group>
      </SettingsChangeOnly>
    </Stack>
  );
}
