import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { paths } from '../config/paths.ts';
import { LoginRoute } from './routes/login.tsx';
import { RegisterRoute } from './routes/register.tsx';

// The back office and the agent app are separate chunks, loaded only when opened.
const AdminRoute = lazy(() => import('./routes/admin.tsx'));
const AgentRoute = lazy(() => import('./routes/agent.tsx'));

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
          <Route path={paths.admin} element={<AdminRoute />} />
          <Route path={`${paths.agent}/*`} element={<AgentRoute />} />
          <Route path="*" element={<Navigate to={paths.auth.login} replace />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
