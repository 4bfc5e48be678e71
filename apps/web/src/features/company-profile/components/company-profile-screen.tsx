import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, type UpdateCompanyProfile } from '@tourneo/domain';
import { notify } from '../../../lib/notify.ts';
import { useCompanyProfile } from '../api/get-company-profile.ts';
import { useUpdateCompanyProfile } from '../api/update-company-profile.ts';
import { CompanyProfileForm } from './company-profile-form.tsx';

const M = MESSAGES.companyProfile;

/** 'Mon entreprise': the company's name and the contact its clients see on their booking page. */
export function CompanyProfileScreen() {
  const profile = useCompanyProfile();
  const update = useUpdateCompanyProfile();

  const save = async (values: UpdateCompanyProfile) => {
    const response = await update.mutateAsync(values);
    notify('success', response.message);
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {M.title}
      </Title>
      <Text>{M.intro}</Text>
      {profile.isPending && (
        <Center p="xl">
          <Loader aria-label={MESSAGES.bookingPage.loading} />
        </Center>
      )}
      {profile.error && (
        <Text c="red" role="alert">
          {M.loadFailed}
        </Text>
      )}
      {profile.data && (
        <Paper withBorder p="lg" radius="md">
          <Stack>
            <Text fw={600}>{profile.data.profile.name}</Text>
            {!profile.data.profile.contact_email && !profile.data.profile.contact_phone && (
              <Text size="sm" c="dimmed">
                {M.noContactHint}
              </Text>
            )}
            <CompanyProfileForm profile={profile.data.profile} isSaving={update.isPending} onSave={save} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
