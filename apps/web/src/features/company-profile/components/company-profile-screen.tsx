import { Text } from '@mantine/core';
import { RecordPage } from '../../../components/ui/record-page.tsx';
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
    <RecordPage
      title={M.title}
      intro={M.intro}
      query={profile}
      errorMessage={M.loadFailed}
      changeAccess="settings"
    >
      {(data) => (
        <>
          <Text fw={600}>{data.profile.name}</Text>
          {!data.profile.contact_email && !data.profile.contact_phone && (
            <Text size="sm" c="dimmed">
              {M.noContactHint}
            </Text>
          )}
          <CompanyProfileForm profile={data.profile} isSaving={update.isPending} onSave={save} />
        </>
      )}
    </RecordPage>
  );
}
