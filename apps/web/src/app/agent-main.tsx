import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AgentApp } from '../features/mobile/agent-app.tsx';
import '../features/mobile/agent.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AgentApp />
  </StrictMode>,
);

// The service worker keeps the app's shell so that it opens without network (public/agent/sw.js).
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/agent/sw.js', { scope: '/agent' }).catch(() => undefined);
  });
}
