import { useSession } from '../../features/auth/api/get-session.ts';
import { PeopleScreen } from '../../features/people/components/people-screen.tsx';

/** 'Personnes': the screen, told which person is signed in (nobody changes their own account). */
export function PeopleSection() {
  const session = useSession();
  return <PeopleScreen ownPersonId={session.data?.admin.person_id} />;
}
