import { MESSAGES } from '@tourneo/domain';
import { ChoicePopup } from './choice-popup.tsx';

export interface SessionEditChoicePopupProps {
  opened: boolean;
  /** `true`: the hours go to every session of the mission (`apply_to_all_sessions`). */
  onChoose: (applyToAllSessions: boolean) => void;
  onClose: () => void;
  isBusy?: boolean;
}

/** Spec 2: the session-modification choice, this session only or all sessions. */
export function SessionEditChoicePopup({ opened, onChoose, onClose, isBusy }: SessionEditChoicePopupProps) {
  return (
    <ChoicePopup
      opened={opened}
      title="Modifier la session"
      question={MESSAGES.missions.sessionEditChoice}
      options={[
        { value: 'this', label: 'Cette session uniquement', variant: 'filled' },
        { value: 'all', label: 'Toutes les sessions' },
      ]}
      onChoose={(choice) => onChoose(choice === 'all')}
      onClose={onClose}
      isBusy={isBusy}
    />
  );
}
