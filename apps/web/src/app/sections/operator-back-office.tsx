import { Suspense, lazy } from 'react';
import { AppShell, Button, Center, Group, Loader, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useLogOut } from '../../features/auth/api/log-out.ts';
import { paths } from '../../config/paths.ts';

const PaymentsScreen = lazy(() =>
  import('../../features/payments/components/payments-screen.tsx').then((module) => ({
    default: module.PaymentsScreen,
  })),
);

/**
 * The platform operator's back office (OPERATOR_NAME, issue 22): no company, so no side menu;
 * every company's invoices, the dashboard with the top 5 companies, the month's invoicing.
 */
export function OperatorBackOffice({ name }: { name: string }) {
  const navigate = useNavigate();
  const logOut = useLogOut();
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Text fw={700}>Tournéo</Text>
            <Text c="dimmed" size="sm">
              Opérateur : {name}
            </Text>
          </Group>
          <Button
            variant="subtle"
            loading={logOut.isPending}
            onClick={() =>
              logOut.mutate(undefined, {
                onSettled: () => void navigate(paths.auth.login, { replace: true }),
              })
            }
          >
            Se déconnecter
          </Button>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Suspense
          fallback={
            <Center p="xl">
              <Loader aria-label="Chargement..." />
            </Center>
          }
        >
          <PaymentsScreen isOperator />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
