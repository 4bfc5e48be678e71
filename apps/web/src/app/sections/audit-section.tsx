import { usePeople } from '../../features/people/api/get-people.ts';
import { AuditScreen } from '../../features/audit/components/audit-screen.tsx';

/** 'Journal d'audit', its person filter listing the company's people. */
export function AuditSection() {
  const people = usePeople();
  return <AuditScreen people={people.data?.people ?? []} />;
}
