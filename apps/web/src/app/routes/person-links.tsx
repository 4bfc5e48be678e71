import { useEffect } from 'react';
import { Center } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { MESSAGES, type LoginResponse, type SessionResponse } from '@tourneo/domain';
import { AcceptInvitationForm } from '../../features/auth/components/accept-invitation-form.tsx';
import { PasswordResetForm } from '../../features/auth/components/password-reset-form.tsx';
import { paths } from '../../config/paths.ts';
import { notify } from '../../lib/notify.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** The token of a link, from the fragment (never sent to a server). */
const useLinkToken = () => useLocation().hash.replace(/^#/, '');

/** `/invitation#token`: a person joins their company and is signed in. */
export function InvitationRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = useLinkToken();
  useEffect(() => {
    document.title = `${MESSAGES.people.invitationPageTitle} — Tournéo`;
  }, []);
  const onAccepted = (response: LoginResponse) => {
    queryClient.clear();
    queryClient.setQueryData<SessionResponse>(queryKeys.session, { admin: response.admin });
    notify('success', response.message);
    void navigate(paths.admin);
  };
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <AcceptInvitationForm token={token} onAccepted={onAccepted} />
    </Center>
  );
}

/**
 * `/reinitialisation` (ask for a link) and `/reinitialisation#token` (choose the new password);
 * with `?compte=societe`, the owner's (company login's) reset (decision 0044).
 */
export function PasswordResetRoute() {
  const token = useLinkToken();
  const account =
    new URLSearchParams(useLocation().search).get('compte') === 'societe' ? 'company' : 'person';
  useEffect(() => {
    document.title = `${account === 'company' ? MESSAGES.people.ownerResetRequestTitle : MESSAGES.people.resetRequestTitle} — Tournéo`;
  }, [account]);
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <PasswordResetForm key={token} token={token} account={account} loginHref={paths.auth.login} />
    </Center>
  );
}
