import { ArchivePage } from '../../features/reports/components/archive-page.tsx';
import { RecentMissionsPage } from '../../features/reports/components/recent-missions-page.tsx';
import { usePermissions } from '../../features/permissions/permissions-provider.tsx';

/** 'Missions récentes': 'Générer PDF' only with the plan's pdf_generation feature. */
export function RecentMissionsSection() {
  const { hasFeature } = usePermissions();
  return <RecentMissionsPage canGeneratePdf={hasFeature('pdf_generation')} />;
}

/** 'Archive': the same PDF gate. */
export function ArchiveSection() {
  const { hasFeature } = usePermissions();
  return <ArchivePage canGeneratePdf={hasFeature('pdf_generation')} />;
}
