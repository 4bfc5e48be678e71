import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { paths } from '../config/paths.ts';
import { LoginRoute } from './routes/login.tsx';
import { RegisterRoute } from './routes/register.tsx';

// The back office is a separate chunk, loaded only when opened. The agent app has its own entry
// (agent.html, app/agent-main.tsx, features/mobile/), served by the server for /agent.
const AdminRoute = lazy(() => import('./routes/admin.tsx'));
// The links' pages (invitation, password reset: a person's or the owner's), their own chunk.
const InvitationRoute = lazy(() =>
  import('./routes/person-links.tsx').then((module) => ({ default: module.InvitationRoute })),
);
const PasswordResetRoute = lazy(() =>
  import('./routes/person-links.tsx').then((module) => ({ default: module.PasswordResetRoute })),
);

function PageLoader() {
  return (
    <Center h="100vh" aria-busy="true">
      <Loader aria-label="Chargement..." />
    </Center>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route path={paths.auth.login} element={<LoginRoute />} />
          <Route path={paths.auth.register} element={<RegisterRoute />} />
          <Route path={paths.auth.invitation} element={<InvitationRoute />} />
          <Route path={paths.auth.passwordReset} element={<PasswordResetRoute />} />
          <Route path={paths.admin} element={<AdminRoute />} />
          <Route path="*" element={<Navigate to={paths.auth.login} replace />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
