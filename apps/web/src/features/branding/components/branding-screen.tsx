import { Center, Divider, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, type UpdateBranding } from '@tourneo/domain';
import { notify } from '../../../lib/notify.ts';
import { useBranding } from '../api/get-branding.ts';
import { useUpdateBranding } from '../api/update-branding.ts';
import { BrandingForm } from './branding-form.tsx';
import { LogoField } from './logo-field.tsx';

const M = MESSAGES.branding;

/** 'Marque blanche': the company's logo, colour and names on its clients' and agents' screens. */
export function BrandingScreen() {
  const branding = useBranding();
  const update = useUpdateBranding();

  const save = async (values: UpdateBranding) => {
    const response = await update.mutateAsync(values);
    notify('success', response.message);
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {M.title}
      </Title>
      <Text>{M.intro}</Text>
      {branding.isPending && (
        <Center p="xl">
          <Loader aria-label={MESSAGES.bookingPage.loading} />
        </Center>
      )}
      {branding.error && (
        <Text c="red" role="alert">
          {branding.error.message}
        </Text>
      )}
      {branding.data && (
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <LogoField branding={branding.data.branding} />
            <Divider />
            <BrandingForm branding={branding.data.branding} onSave={save} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
