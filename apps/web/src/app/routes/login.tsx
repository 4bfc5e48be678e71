import { useEffect } from 'react';
import { Center } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router';
import { MESSAGES, type LoginResponse, type SessionResponse } from '@tourneo/domain';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { useKnownSession } from '../../features/auth/api/get-session.ts';
import { paths } from '../../config/paths.ts';
import { notify } from '../../lib/notify.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function LoginRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useKnownSession();
  useEffect(() => {
    document.title = 'Connexion — Tournéo';
  }, []);

  const onSuccess = (response: LoginResponse) => {
    queryClient.clear();
    queryClient.setQueryData<SessionResponse>(queryKeys.session, { admin: response.admin });
    notify('success', MESSAGES.auth.loginSuccess);
    void navigate(paths.admin);
  };

  if (session) {
    return <Navigate to={paths.admin} replace />;
  }
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <LoginForm
        onSuccess={onSuccess}
        registerHref={paths.auth.register}
        forgotPasswordHref={paths.auth.passwordReset}
        companyForgotPasswordHref={paths.auth.companyPasswordReset}
      />
    </Center>
  );
}
