import { Divider } from '@mantine/core';
import { RecordPage } from '../../../components/ui/record-page.tsx';
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
    <RecordPage title={M.title} intro={M.intro} query={branding} changeAccess="settings">
      {(data) => (
        <>
          <LogoField branding={data.branding} />
          <Divider />
          <BrandingForm branding={data.branding} onSave={save} />
        </>
      )}
    </RecordPage>
  );
}
