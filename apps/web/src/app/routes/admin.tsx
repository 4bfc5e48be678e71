import { Suspense, useCallback, useEffect } from 'react';
import { AppShell, Burger, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate, useSearchParams } from 'react-router';
import {
  DEFAULT_SECTION,
  MESSAGES,
  OWNER_ROLE,
  PLANS,
  SECTION_FEATURES,
  UNGATED_SECTIONS,
  deName,
  type Feature,
  type PersonRole,
  type SectionKey,
} from '@tourneo/domain';
import { useSession } from '../../features/auth/api/get-session.ts';
import { useOnboardingStatus } from '../../features/onboarding/api/get-onboarding-status.ts';
import { LogOutButton } from '../../features/auth/components/log-out-button.tsx';
import { useAgents } from '../../features/agents/api/get-agents.ts';
import { PermissionsProvider, usePermissions } from '../../features/permissions/permissions-provider.tsx';
import { SideMenu, type SelectedSection } from '../../features/admin-shell/components/side-menu.tsx';
import { ComingSoon } from '../../features/admin-shell/components/coming-soon.tsx';
import { LockedSection } from '../../features/admin-shell/components/locked-section.tsx';
import { canOpenSection, labelOfSection } from '../../features/admin-shell/menu.ts';
import { paths } from '../../config/paths.ts';
import { setUnauthorisedListener } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';
import { SignedInRoleContext } from '../../lib/use-can-change-settings.ts';
import { SECTION_SCREENS } from '../sections/section-screens.ts';
import { OperatorBackOffice } from '../sections/operator-back-office.tsx';

const isUngated = (key: SectionKey): key is (typeof UNGATED_SECTIONS)[number] =>
  (UNGATED_SECTIONS as readonly string[]).includes(key);

const isSectionKey = (value: string | null): value is SectionKey =>
  value !== null && ((UNGATED_SECTIONS as readonly string[]).includes(value) || value in SECTION_FEATURES);

function useSelectedSection(): [SelectedSection, (section: SelectedSection) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.get('section');
  const agentId = Number(searchParams.get('agent'));
  const selected: SelectedSection = isSectionKey(key)
    ? { key, ...(key === 'agentCalendar' && agentId ? { agentId } : {}) }
    : { key: DEFAULT_SECTION };
  const select = useCallback(
    (section: SelectedSection) => {
      const next = new URLSearchParams({ section: section.key });
      if (section.agentId) {
        next.set('agent', String(section.agentId));
      }
      setSearchParams(next);
    },
    [setSearchParams],
  );
  return [selected, select];
}

function Dashboard({ companyName, role }: { companyName: string; role: PersonRole }) {
  const [isNavOpen, { toggle: toggleNav, close: closeNav }] = useDisclosure();
  const agents = useAgents();
  const permissions = usePermissions();
  const [selected, select] = useSelectedSection();
  const firstSteps = useOnboardingStatus();

  useEffect(() => {
    if (agents.error) {
      notify('error', 'Impossible de charger la liste des agents');
    }
  }, [agents.error]);

  const selectedFeature = isUngated(selected.key) ? null : SECTION_FEATURES[selected.key];
  const isSelectedLocked =
    selectedFeature !== null && !permissions.isLoading && !permissions.hasFeature(selectedFeature);
  const agentName = agents.data?.find((agent) => agent.id === selected.agentId)?.name;
  const title =
    selected.key === 'agentCalendar'
      ? agentName
        ? `Calendrier ${deName(agentName)}`
        : "Calendrier de l'agent"
      : selected.key === 'teamDay'
        ? MESSAGES.teamDay.title
        : selected.key === 'premiersPas'
          ? MESSAGES.onboarding.title
          : (labelOfSection(selected.key) ?? '');

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          {/* On a phone the company name shortens, so that 'Se déconnecter' stays on one line. */}
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={isNavOpen}
              onClick={toggleNav}
              hiddenFrom="sm"
              size="sm"
              aria-label="Ouvrir le menu"
            />
            <Text fw={700}>Tournéo</Text>
            <Text c="dimmed" size="sm" truncate="end" miw={0}>
              {companyName}
            </Text>
            {/* The plan's name; a link to 'Mon abonnement' for the roles that may open it. */}
            {permissions.planInfo &&
              (canOpenSection(role, 'abonnement') ? (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  visibleFrom="sm"
                  onClick={() => select({ key: 'abonnement' })}
                >
                  Forfait {PLANS[permissions.planInfo.plan.name].label}
                </Button>
              ) : (
                <Text size="sm" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                  Forfait {PLANS[permissions.planInfo.plan.name].label}
                </Text>
              ))}
          </Group>
          <LogOutButton flex="none" />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <SideMenu
          firstSteps={firstSteps.data}
          agents={agents.data}
          isLoadingAgents={agents.isPending}
          hasFeature={permissions.hasFeature}
          role={role}
          selected={selected}
          onSelect={(section) => {
            select(section);
            closeNav();
          }}
        />
      </AppShell.Navbar>
      <AppShell.Main>
        {!canOpenSection(role, selected.key) ? (
          <Stack>
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text role="alert">{MESSAGES.people.roleForbidden}</Text>
          </Stack>
        ) : selectedFeature !== null && permissions.isLoading ? (
          <Center p="xl">
            <Loader aria-label="Chargement..." />
          </Center>
        ) : (
          <SectionContent
            section={selected.key}
            title={title}
            lockedBy={isSelectedLocked ? selectedFeature : null}
            onShowPlans={() => select({ key: 'abonnement' })}
          />
        )}
      </AppShell.Main>
    </AppShell>
  );
}

/** The screen of a section; a gated section the plan lacks says which plan opens it instead. */
function SectionContent({
  section,
  title,
  lockedBy,
  onShowPlans,
}: {
  section: SectionKey;
  title: string;
  lockedBy: Feature | null;
  onShowPlans: () => void;
}) {
  const Screen = SECTION_SCREENS[section];
  if (lockedBy !== null) {
    return <LockedSection title={title} feature={lockedBy} onShowPlans={onShowPlans} />;
  }
  if (!Screen) {
    return <ComingSoon title={title} />;
  }
  return (
    <Suspense
      fallback={
        <Center p="xl">
          <Loader aria-label="Chargement..." />
        </Center>
      }
    >
      <Screen />
    </Suspense>
  );
}

/**
 * An administrateur whose company requires a second factor, without one yet (decision 0038): only
 * 'Sécurité' until the enrolment (the server refuses every other call meanwhile).
 */
function EnrolmentRequired({ companyName }: { companyName: string }) {
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Text fw={700}>Tournéo</Text>
            <Text c="dimmed" size="sm" truncate="end" miw={0}>
              {companyName}
            </Text>
          </Group>
          <LogOutButton flex="none" />
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <SectionContent section="securite" title="Sécurité" lockedBy={null} onShowPlans={() => undefined} />
      </AppShell.Main>
    </AppShell>
  );
}

/** The back office: needs a session, else back to the login page. */
export default function AdminRoute() {
  const navigate = useNavigate();
  const session = useSession();

  useEffect(() => {
    document.title = 'Tableau de bord — Tournéo';
    setUnauthorisedListener(() => void navigate(paths.auth.login, { replace: true }));
    return () => setUnauthorisedListener(undefined);
  }, [navigate]);

  useEffect(() => {
    if (session.error) {
      void navigate(paths.auth.login, { replace: true });
    }
  }, [session.error, navigate]);

  if (!session.data) {
    return (
      <Center h="100vh">
        <Loader aria-label="Chargement..." />
      </Center>
    );
  }
  if (session.data.admin.is_operator) {
    return <OperatorBackOffice name={session.data.admin.company_name} />;
  }
  const { company_id: companyId, company_name: companyName, role = OWNER_ROLE } = session.data.admin;
  if (session.data.admin.totp_enrolment_required) {
    return <EnrolmentRequired companyName={companyName} />;
  }
  return (
    <PermissionsProvider
      companyId={companyId}
      companyName={companyName}
      onError={(message) => notify('error', message)}
    >
      {/* The screens read the role from here: read-only settings for a comptable or a reader. */}
      <SignedInRoleContext value={role}>
        <Dashboard companyName={companyName} role={role} />
      </SignedInRoleContext>
    </PermissionsProvider>
  );
}
