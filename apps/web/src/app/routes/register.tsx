import { useEffect } from 'react';
import { Center } from '@mantine/core';
import { Navigate } from 'react-router';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { paths } from '../../config/paths.ts';
import { useKnownSession } from '../../features/auth/api/get-session.ts';

export function RegisterRoute() {
  const session = useKnownSession();
  useEffect(() => {
    document.title = 'Créer un compte — Tournéo';
  }, []);
  if (session) {
    return <Navigate to={paths.admin} replace />;
  }
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <RegisterForm loginHref={paths.auth.login} />
    </Center>
  );
}
