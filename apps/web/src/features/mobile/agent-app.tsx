import { useEffect, useState } from 'react';
import { AGENT_APP_MESSAGES } from '@tourneo/domain/messages/agent-app-fr';
import { CalendarFeedScreen } from './components/calendar-feed-screen.tsx';
import { InvitationScreen } from './components/invitation-screen.tsx';
import { LoginScreen } from './components/login-screen.tsx';
import { ScheduleScreen } from './components/schedule-screen.tsx';
import { SessionScreen } from './components/session-screen.tsx';
import { SyncStatus } from './components/sync-status.tsx';
import { signOut, startAgentApp, useAgentState } from './offline/agent-store.ts';
import { pointManifestAt } from './manifest-link.ts';

const t = AGENT_APP_MESSAGES;

/**
 * The app's places: the schedule (`/agent?jour=...`), a session (`/agent/sessions/{id}`), the
 * calendar feed (`/agent/agenda`), and an invitation's page (`/agent/invitation#{token}`, the
 * token never sent to a server in the URL).
 */
type Place =
  | { screen: 'schedule'; day: string | null }
  | { screen: 'session'; sessionId: number }
  | { screen: 'calendar' }
  | { screen: 'invitation'; token: string };

const CALENDAR_PATH = '/agent/agenda';

function placeOf(location: Location): Place {
  if (location.pathname === '/agent/invitation') {
    return { screen: 'invitation', token: decodeURIComponent(location.hash.slice(1)) };
  }
  if (location.pathname === CALENDAR_PATH) {
    return { screen: 'calendar' };
  }
  const match = /^\/agent\/sessions\/(\d+)$/.exec(location.pathname);
  if (match) {
    return { screen: 'session', sessionId: Number(match[1]) };
  }
  return { screen: 'schedule', day: new URLSearchParams(location.search).get('jour') };
}

function urlOf(place: Place) {
  switch (place.screen) {
    case 'invitation':
      return `/agent/invitation#${place.token}`;
    case 'session':
      return `/agent/sessions/${place.sessionId}`;
    case 'calendar':
      return CALENDAR_PATH;
    case 'schedule':
      return `/agent${place.day ? `?jour=${place.day}` : ''}`;
  }
}

/**
 * The agent app: sign-in, then the schedule and the sessions. No router library: two places in
 * the URL (the back button works), the state in a small store (agent-store.ts).
 */
export function AgentApp() {
  const state = useAgentState();
  const [place, setPlace] = useState<Place>(() => placeOf(window.location));
  /**
   * The screen the app opens on leaves focus at the page's start (Tab reaches 'Se déconnecter'
   * first, as it is shown); after a sign-in or a move within the app, focus goes to the new h1.
   */
  const [isFirstScreen, setIsFirstScreen] = useState(true);

  useEffect(() => {
    void startAgentApp();
    const onPopState = () => setPlace(placeOf(window.location));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const companyId = state.identity?.company.id;
  useEffect(() => pointManifestAt(companyId), [companyId]);

  const go = (next: Place, replace = false) => {
    setIsFirstScreen(false);
    window.history[replace ? 'replaceState' : 'pushState'](null, '', urlOf(next));
    setPlace(next);
    window.scrollTo(0, 0);
  };

  if (place.screen === 'invitation') {
    // Signed in by the password chosen: on to the schedule, the link gone from the history.
    return (
      <InvitationScreen token={place.token} onSignedIn={() => go({ screen: 'schedule', day: null }, true)} />
    );
  }
  if (state.phase === 'loading') {
    return (
      <main className="agent-main">
        <h1 className="agent-title">{t.appName}</h1>
        <p>{t.loading}</p>
      </main>
    );
  }
  if (state.phase === 'signed-out' || state.needsSignIn) {
    if (isFirstScreen) {
      setIsFirstScreen(false);
    }
    return <LoginScreen isExpired={state.needsSignIn} agentName={state.identity?.agent.name} />;
  }

  function confirmSignOut() {
    if (state.queue.length > 0 && !window.confirm(t.signOutPending(state.queue.length))) {
      return;
    }
    void signOut().then(() => go({ screen: 'schedule', day: null }, true));
  }

  return (
    <>
      <header className="agent-bar">
        <p className="agent-bar-name">
          <span>{state.identity?.agent.name}</span>
          <span className="agent-bar-company">{state.identity?.company.name}</span>
        </p>
        <button type="button" className="button" onClick={confirmSignOut}>
          {t.signOut}
        </button>
      </header>
      <section className="agent-main" style={{ paddingBottom: 0 }} aria-label={t.sync.region}>
        <SyncStatus />
      </section>
      {place.screen === 'calendar' ? (
        <CalendarFeedScreen onBack={() => go({ screen: 'schedule', day: null })} />
      ) : place.screen === 'session' ? (
        <SessionScreen
          key={place.sessionId}
          sessionId={place.sessionId}
          shouldFocusHeading={!isFirstScreen}
          onBack={() => go({ screen: 'schedule', day: null })}
        />
      ) : (
        <ScheduleScreen
          day={place.day}
          shouldFocusHeading={!isFirstScreen}
          onDayChange={(day) => go({ screen: 'schedule', day }, true)}
          onOpenSession={(sessionId) => go({ screen: 'session', sessionId })}
          calendarHref={CALENDAR_PATH}
          onOpenCalendar={() => go({ screen: 'calendar' })}
        />
      )}
    </>
  );
}
