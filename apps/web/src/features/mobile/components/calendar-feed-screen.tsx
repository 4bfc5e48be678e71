import { useEffect, useRef, useState } from 'react';
import type { CalendarFeedResponse } from '@tourneo/domain/calendar-feed/schemas';
import { CALENDAR_FEED_MESSAGES } from '@tourneo/domain/messages/calendar-feed-fr';
import { ApiError } from '../../../lib/http/fetch-core.ts';
import { getOwnCalendarFeed } from '../api/calendar-feed.ts';

const m = CALENDAR_FEED_MESSAGES;

type FeedState =
  { phase: 'loading' } | { phase: 'error'; message: string } | { phase: 'ready'; feed: CalendarFeedResponse };

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.isServerMessage ? error.message : m.loadError;

/**
 * 'Mon planning dans mon agenda': the agent's secret feed address, to copy or to open as
 * `webcal://` (the phone's calendar app subscribes), how to add it to each calendar app, and a
 * new address after a confirmation (the old one stops working).
 */
export function CalendarFeedScreen({ onBack }: { onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [state, setState] = useState<FeedState>({ phase: 'loading' });
  const [notice, setNotice] = useState('');

  const fetchFeed = (regenerate: boolean) =>
    getOwnCalendarFeed(regenerate).then(
      (feed) => {
        setState({ phase: 'ready', feed });
        setNotice(regenerate ? feed.message : '');
      },
      (error: unknown) => setState({ phase: 'error', message: messageOf(error) }),
    );
  const load = (regenerate: boolean) => {
    setState({ phase: 'loading' });
    void fetchFeed(regenerate);
  };
  useEffect(() => {
    heading.current?.focus();
    void fetchFeed(false);
  }, []);

  const copy = (url: string) =>
    navigator.clipboard.writeText(url).then(
      () => setNotice(m.copied),
      () => setNotice(m.copyFailed),
    );
  const regenerate = () => {
    if (window.confirm(`${m.regenerateTitle}\n\n${m.regenerateText}`)) {
      load(true);
    }
  };

  return (
    <main className="agent-main">
      <h1 ref={heading} tabIndex={-1}>
        {m.title}
      </h1>
      <p className="hint">{m.intro}</p>
      {state.phase === 'loading' && <p role="status">{m.loading}</p>}
      {state.phase === 'error' && (
        <>
          <p className="notice notice-error" role="alert">
            {state.message}
          </p>
          <button type="button" className="button" onClick={() => load(false)}>
            {m.retry}
          </button>
        </>
      )}
      {state.phase === 'ready' && (
        <>
          <div className="field">
            <label htmlFor="calendar-feed-url">{m.linkLabel}</label>
            <input
              id="calendar-feed-url"
              readOnly
              value={state.feed.url}
              onFocus={(event) => event.target.select()}
            />
          </div>
          <div className="actions">
            <button type="button" className="button button-primary" onClick={() => void copy(state.feed.url)}>
              {m.copy}
            </button>
            <a className="button" href={state.feed.webcal_url}>
              {m.subscribe}
            </a>
          </div>
          <p role="status" className="hint">
            {notice}
          </p>
          <h2>{m.howTo}</h2>
          <ul>
            <li>{m.google}</li>
            <li>{m.outlook}</li>
            <li>{m.apple}</li>
          </ul>
          <button type="button" className="button button-quiet" onClick={regenerate}>
            {m.regenerate}
          </button>
        </>
      )}
      <div className="actions">
        <button type="button" className="button" onClick={onBack}>
          {m.back}
        </button>
      </div>
    </main>
  );
}
