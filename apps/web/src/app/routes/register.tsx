import { useEffect } from 'react';
import { Center } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import type { RegisterResponse, SessionResponse } from '@tourneo/domain';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { paths } from '../../config/paths.ts';
import { useKnownSession } from '../../features/auth/api/get-session.ts';
import { notify } from '../../lib/notify.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function RegisterRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useKnownSession();
  useEffect(() => {
    document.title = 'Créer un compte — Tournéo';
  }, []);

  // Registered means signed in (the server set the session cookie): on to the first steps.
  const onSuccess = (response: RegisterResponse) => {
    queryClient.clear();
    queryClient.setQueryData<SessionResponse>(queryKeys.session, { admin: response.admin });
    notify('success', response.message);
    void navigate(paths.firstSteps);
  };

  if (session) {
    return <Navigate to={paths.admin} replace />;
  }
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <RegisterForm loginHref={paths.auth.login} onSuccess={onSuccess} />
    </Center>
  );
}
