import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  MESSAGES,
  canChangeAppointmentOf,
  canRemoveAppointmentOf,
  parisDateOf,
  type MissionView,
  type SessionView,
} from '@tourneo/domain';
import { fullDayLabel } from '@tourneo/domain/calendar/team-day';
import { slotToLabel } from '@tourneo/domain/time-slots/slot-clock';
import type { ListQuery } from '../../../lib/list-query.ts';
import type { AgentOption, OperationOption, OperationQualificationsQuery } from '../options.ts';
import { AddSessionsView } from './add-sessions-view.tsx';
import { MissionDetailsForm } from './mission-details-form.tsx';
import { TransferView } from './transfer-view.tsx';
import { useLatestMission } from './use-latest-mission.ts';
import { usePopupReturnFocus } from './use-popup-return-focus.ts';

/** Spec 2 §4: the popup closes 1 s after a save or a transfer, 1.5 s after adding sessions. */
export const CLOSE_AFTER_SAVE_MS = 1_000;
export const CLOSE_AFTER_ADD_SESSIONS_MS = 1_500;

export interface MissionPopupProps {
  opened: boolean;
  /** From the week read (it carries the names); a fresher one replaces what the popup shows. */
  mission: MissionView;
  /** The session opened (double-clicked) in the calendar. */
  session: SessionView;
  /** The calendar's agent: a transfer takes the session from it. */
  agentId: number;
  /** The agents feature's list (names, transfer, new sessions), passed in by the app. */
  agents: ListQuery<AgentOption>;
  /** The operations feature's list (the operation field), passed in by the app. */
  operations: ListQuery<OperationOption>;
  /** The operations feature's query of an operation's qualifications (the transfer's choices). */
  qualificationsOf: OperationQualificationsQuery;
  onClose: () => void;
}

type View = 'details' | 'transfer' | 'add-sessions';

const TITLES: Record<View, string> = {
  details: 'Détails du rendez-vous',
  transfer: 'Transférer le rendez-vous',
  'add-sessions': 'Ajouter des sessions',
};

/**
 * Spec 2's mission popup: editable client, e-mail, address, apartment, date (French, no past
 * dates), start and end sliders, operation, comments, and for a multi-agent session its team
 * (leader, remove an agent); save (asking "this session or all" on a multi-session mission), add
 * sessions, transfer, close. Escape closes it; the focus goes back to what opened it. A billed or
 * paid appointment says that it is neither deleted nor cancelled any more (issue 39).
 */
export function MissionPopup({
  opened,
  mission,
  session,
  agentId,
  agents,
  operations,
  qualificationsOf,
  onClose,
}: MissionPopupProps) {
  usePopupReturnFocus(opened);
  const [view, setView] = useState<View>('details');
  const [current, setCurrent] = useLatestMission(mission);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  const [today] = useState(() => parisDateOf(new Date()));
  const shownSession = current.sessions.find((each) => each.session_id === session.session_id) ?? session;
  // What every view of the popup shows: the freshest mission, the session opened, today, the agents.
  const shown = { mission: current, session: shownSession, today, agents };

  const close = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
    setView('details');
    onCloseRef.current();
  };
  const closeAfter = (delayMs: number) => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(close, delayMs);
  };

  if (!canChangeAppointmentOf(current)) {
    return (
      <Modal
        opened={opened}
        onClose={close}
        title={TITLES.details}
        size="lg"
        returnFocus={false}
        closeOnEscape
      >
        {opened && <ErasedClientAppointment mission={current} session={shownSession} onClose={close} />}
      </Modal>
    );
  }
  return (
    <Modal opened={opened} onClose={close} title={TITLES[view]} size="lg" returnFocus={false} closeOnEscape>
      {opened && view === 'details' && !canRemoveAppointmentOf(current) && (
        // Issue 39: where one looks for 'Supprimer' or 'Annuler', why the calendar offers neither.
        <Alert color="gray" mb="md">
          {MESSAGES.billing.billedAppointment}
        </Alert>
      )}
      {opened && view === 'details' && (
        <MissionDetailsForm
          key={`${current.id}-${shownSession.session_id}`}
          {...shown}
          agentId={agentId}
          operations={operations}
          onChanged={setCurrent}
          onSaved={() => closeAfter(CLOSE_AFTER_SAVE_MS)}
          onAddSessions={() => setView('add-sessions')}
          onTransfer={() => setView('transfer')}
          onCalendarAgentRemoved={close}
          onClose={close}
        />
      )}
      {opened && view === 'transfer' && (
        <TransferView
          {...shown}
          agentId={agentId}
          qualificationsOf={qualificationsOf}
          onBack={() => setView('details')}
          onDone={() => closeAfter(CLOSE_AFTER_SAVE_MS)}
        />
      )}
      {opened && view === 'add-sessions' && (
        <AddSessionsView
          {...shown}
          onBack={() => setView('details')}
          onDone={(next) => {
            setCurrent(next);
            closeAfter(CLOSE_AFTER_ADD_SESSIONS_MS);
          }}
        />
      )}
    </Modal>
  );
}

/**
 * An erased client's appointment (issue 39): what it was, 'Client effacé', and no edit action; it
 * stays in the calendar for the statistics and invoices.
 */
function ErasedClientAppointment({
  mission,
  session,
  onClose,
}: {
  mission: MissionView;
  session: SessionView;
  onClose: () => void;
}) {
  return (
    <Stack>
      <Alert color="gray">{MESSAGES.gdpr.erasedAppointment}</Alert>
      <Text fw={600}>{mission.client_name}</Text>
      <Text size="sm">
        {fullDayLabel(session.date)}, {slotToLabel(session.beginning)} – {slotToLabel(session.ending)}
        {mission.operation_name ? ` · ${mission.operation_name}` : ''}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-autofocus>
          Fermer
        </Button>
      </Group>
    </Stack>
  );
}
