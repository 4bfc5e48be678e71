import { useEffect, useMemo, useRef } from 'react';
import { AGENT_APP_MESSAGES } from '@tourneo/domain/messages/agent-app-fr';
import { CALENDAR_FEED_MESSAGES } from '@tourneo/domain/messages/calendar-feed-fr';
import { dayLabel } from '@tourneo/domain/time-slots/day-label';
import { slotToLabel } from '@tourneo/domain/time-slots/slot-clock';
import { parisDateOf } from '@tourneo/domain/time/paris';
import { addDays, isWorkingDay } from '@tourneo/domain/time-slots/week';
import { applyPending } from '../offline/apply-pending.ts';
import { refreshSchedule, useAgentState } from '../offline/agent-store.ts';
import { SessionDetails } from './session-details.tsx';

const t = AGENT_APP_MESSAGES;
const SHORT_DAY = new Intl.DateTimeFormat('fr-FR', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
const CLOCK = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });

interface ScheduleScreenProps {
  day: string | null;
  onDayChange: (day: string) => void;
  onOpenSession: (sessionId: number) => void;
  /** False on the screen the app opens on: focus stays at the page's start. */
  shouldFocusHeading: boolean;
  /** 'Mon planning dans mon agenda': the calendar feed's screen. */
  calendarHref: string;
  onOpenCalendar: () => void;
}

/** Today and the week: a day switcher, then the day's sessions in order. */
export function ScheduleScreen({
  day,
  onDayChange,
  onOpenSession,
  shouldFocusHeading,
  calendarHref,
  onOpenCalendar,
}: ScheduleScreenProps) {
  const { schedule, savedAt, queue, isOnline } = useAgentState();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (shouldFocusHeading) {
      heading.current?.focus();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only
  }, []);

  const today = parisDateOf(new Date());
  const days = useMemo(() => {
    if (!schedule) {
      return [];
    }
    const list: string[] = [];
    for (let date = schedule.from; date <= schedule.to; date = addDays(date, 1)) {
      // Weekends only when something is planned on them (or it is today).
      if (isWorkingDay(date) || date === today || schedule.data.some((session) => session.date === date)) {
        list.push(date);
      }
    }
    return list;
  }, [schedule, today]);
  const selected = day && days.includes(day) ? day : days.includes(today) ? today : (days[0] ?? today);
  const sessions = (schedule?.data ?? [])
    .filter((session) => session.date === selected)
    .map((session) => applyPending(session, queue).session);

  return (
    <main className="agent-main">
      <h1 ref={heading} tabIndex={-1}>
        {t.schedule.title}
      </h1>
      {savedAt && !isOnline && <p className="hint">{t.schedule.savedAt(CLOCK.format(new Date(savedAt)))}</p>}
      <div role="group" aria-label={t.schedule.days} className="days">
        {days.map((date) => {
          const count = schedule!.data.filter((session) => session.date === date).length;
          return (
            <button
              key={date}
              type="button"
              className="day"
              aria-pressed={date === selected}
              onClick={() => onDayChange(date)}
            >
              <span aria-hidden="true">
                {date === today ? t.schedule.today : SHORT_DAY.format(new Date(`${date}T00:00:00Z`))}
              </span>
              <span aria-hidden="true" className="day-count">
                {count}
              </span>
              <span className="visually-hidden">
                {date === today ? `${t.schedule.today}, ` : ''}
                {dayLabel(date)}, {t.schedule.count(count)}
              </span>
            </button>
          );
        })}
      </div>
      <h2>{selected === today ? `${t.schedule.today} · ${dayLabel(selected)}` : dayLabel(selected)}</h2>
      {sessions.length === 0 ? (
        <p>{t.schedule.none}</p>
      ) : (
        <ul className="sessions">
          {sessions.map((session) => (
            <li key={session.session_id}>
              <article className="card" aria-labelledby={`session-${session.session_id}`}>
                <div className="card-head">
                  <span>{t.session.time(slotToLabel(session.beginning), slotToLabel(session.ending))}</span>
                  <span className={`status status-${session.session_status}`}>
                    {t.status[session.session_status]}
                  </span>
                </div>
                <h3 id={`session-${session.session_id}`}>
                  <a
                    className="card-link"
                    href={`/agent/sessions/${session.session_id}`}
                    onClick={(event) => {
                      event.preventDefault();
                      onOpenSession(session.session_id);
                    }}
                  >
                    {session.client_name}
                  </a>
                </h3>
                <SessionDetails session={session} />
              </article>
            </li>
          ))}
        </ul>
      )}
      <div className="actions">
        {isOnline && (
          <button type="button" className="button" onClick={() => void refreshSchedule()}>
            {t.schedule.refresh}
          </button>
        )}
        <a
          className="button button-quiet"
          href={calendarHref}
          onClick={(event) => {
            event.preventDefault();
            onOpenCalendar();
          }}
        >
          {CALENDAR_FEED_MESSAGES.title}
        </a>
      </div>
    </main>
  );
}
