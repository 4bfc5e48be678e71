import { useEffect } from 'react';
import { Center } from '@mantine/core';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { paths } from '../../config/paths.ts';

export function RegisterRoute() {
  useEffect(() => {
    document.title = 'Créer un compte — Tournéo';
  }, []);
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <RegisterForm loginHref={paths.auth.login} />
    </Center>
  );
}
