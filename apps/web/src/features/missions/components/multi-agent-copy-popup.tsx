import { MESSAGES } from '@tourneo/domain';
import { ChoicePopup } from './choice-popup.tsx';

/** `mine`: the pasted session goes to the calendar's agent only; `all`: to every agent of the copied one. */
export type MultiAgentCopyScope = 'mine' | 'all';

export interface MultiAgentCopyPopupProps {
  opened: boolean;
  onChoose: (scope: MultiAgentCopyScope) => void;
  onClose: () => void;
}

/** Spec 2: pasting a multi-agent session asks for whom: only my planning, or all original agents. */
export function MultiAgentCopyPopup({ opened, onChoose, onClose }: MultiAgentCopyPopupProps) {
  return (
    <ChoicePopup<MultiAgentCopyScope>
      opened={opened}
      title="Coller une session multi-agents"
      question={MESSAGES.missions.multiAgentCopyChoice}
      options={[
        { value: 'mine', label: 'Uniquement mon planning', variant: 'filled' },
        { value: 'all', label: "Tous les agents d'origine" },
      ]}
      onChoose={onChoose}
      onClose={onClose}
    />
  );
}
