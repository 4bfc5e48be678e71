import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SatisfactionSurveyResponse } from '@tourneo/domain/automations/schemas';
import { AUTOMATIONS_MESSAGES as M } from '@tourneo/domain/messages/automations-fr';
import { formatAppointmentDate } from '@tourneo/domain/messaging/appointment-date';
import { NETWORK_MESSAGES } from '@tourneo/domain/messages/network-fr';
import { ApiError } from '../../lib/http/fetch-core.ts';
import { answerSatisfaction, getSatisfactionSurvey } from './api/satisfaction.ts';
import { BookingFrame } from './components/booking-frame.tsx';
import { Notice, type NoticeContent } from './components/notice.tsx';

type Survey = SatisfactionSurveyResponse['survey'];
type Screen =
  | { kind: 'loading' }
  | { kind: 'invalid'; message: string }
  | { kind: 'question'; survey: Survey }
  | { kind: 'answered'; survey: Survey; score: number; isNew: boolean };

const SCORES = [1, 2, 3, 4, 5] as const;
const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : NETWORK_MESSAGES.unexpected;

/**
 * The satisfaction question (Automatisations avancées, issue 28), `/?avis=…` from the message
 * sent after a completed intervention: the company's brand like the booking page, one question,
 * five large native radio buttons (a phone's thumb, the arrow keys), answered once.
 */
export function SatisfactionPage({ survey: surveyId }: { survey: string }) {
  const [screen, setScreen] = useState<Screen>(
    /^[A-Za-z0-9_-]{16,64}$/.test(surveyId)
      ? { kind: 'loading' }
      : { kind: 'invalid', message: M.surveyInvalid },
  );
  const [score, setScore] = useState<number | null>(null);
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (screen.kind !== 'loading') {
      return;
    }
    getSatisfactionSurvey(surveyId).then(
      ({ survey }) =>
        setScreen(
          survey.score === null
            ? { kind: 'question', survey }
            : { kind: 'answered', survey, score: survey.score, isNew: false },
        ),
      (error: unknown) => setScreen({ kind: 'invalid', message: messageOf(error) }),
    );
  }, [screen.kind, surveyId]);

  // The thanks take the focus, so a screen reader reads that the answer was kept.
  useEffect(() => {
    if (screen.kind === 'answered' && screen.isNew) {
      heading.current?.focus();
    }
  }, [screen]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (screen.kind !== 'question') {
      return;
    }
    if (score === null) {
      setNotice({ tone: 'error', text: M.surveyChoose });
      return;
    }
    setIsBusy(true);
    setNotice(null);
    answerSatisfaction({ survey: surveyId, score }).then(
      (answer) => setScreen({ kind: 'answered', survey: screen.survey, score: answer.score, isNew: true }),
      (error: unknown) => {
        setIsBusy(false);
        if (error instanceof ApiError && error.status === 409) {
          setScreen({ kind: 'loading' });
          return;
        }
        setNotice({ tone: 'error', text: messageOf(error) });
      },
    );
  };

  const contact = {
    company: screen.kind === 'question' || screen.kind === 'answered' ? screen.survey.company : null,
    operationName: screen.kind === 'question' || screen.kind === 'answered' ? screen.survey.operation : null,
  };
  switch (screen.kind) {
    case 'loading':
      return (
        <BookingFrame contact={contact} hasOwnContact>
          <h1>{M.surveyTitle}</h1>
          <p className="booking-loading" role="status">
            {M.surveyLoading}
          </p>
        </BookingFrame>
      );
    case 'invalid':
      return (
        <BookingFrame contact={contact}>
          <h1>{M.surveyTitle}</h1>
          <p>{screen.message}</p>
        </BookingFrame>
      );
    case 'answered':
      return (
        <BookingFrame contact={contact}>
          <h1 ref={heading} tabIndex={-1}>
            {screen.isNew ? M.surveyThanks : M.surveyTitle}
          </h1>
          <p className="success">{screen.isNew ? M.surveyAnswered(screen.score) : M.surveyAlreadyAnswered}</p>
        </BookingFrame>
      );
    case 'question':
      return (
        <BookingFrame contact={contact}>
          <h1>{M.surveyTitle}</h1>
          <p className="hint">
            {M.surveyAbout(screen.survey.operation, formatAppointmentDate(screen.survey.date))}
          </p>
          <form onSubmit={send} noValidate>
            <fieldset className="slots" disabled={isBusy} aria-describedby="satisfaction-scale">
              <legend>{M.surveyQuestion}</legend>
              <p id="satisfaction-scale" className="hint">
                {M.surveyScale}
              </p>
              {SCORES.map((each) => (
                <label key={each} className="slot">
                  <input
                    type="radio"
                    name="score"
                    value={each}
                    checked={score === each}
                    onChange={() => setScore(each)}
                  />
                  <span className="slot-text">
                    <span className="slot-day">{M.surveyScoreLabel(each, M.surveyScores[each]!)}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <Notice notice={notice} />
            <div className="actions">
              <button type="submit" className="button" disabled={isBusy}>
                {M.surveySend}
              </button>
            </div>
          </form>
        </BookingFrame>
      );
  }
}
