import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SecurityScreen } from '../../features/account-security/components/security-screen.tsx';
import { paths } from '../../config/paths.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/**
 * 'Sécurité': the signed-in account's second factor and sessions. An enrolment may end the
 * company's requirement (the session is read again); ending this very session goes to the login.
 */
export function SecuritySection() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <SecurityScreen
      onSecondFactorEnabled={() => void queryClient.invalidateQueries({ queryKey: queryKeys.session })}
      onCurrentSessionEnded={() => {
        queryClient.clear();
        void navigate(paths.auth.login, { replace: true });
      }}
    />
  );
}
