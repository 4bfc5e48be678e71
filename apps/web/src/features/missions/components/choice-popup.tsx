import type { ReactNode } from 'react';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { usePopupReturnFocus } from './use-popup-return-focus.ts';

export interface ChoiceOption<T> {
  value: T;
  label: string;
  color?: string;
  variant?: 'filled' | 'light' | 'default' | 'outline';
  isDisabled?: boolean;
}

interface ChoicePopupProps<T> {
  opened: boolean;
  title: string;
  question: ReactNode;
  options: readonly ChoiceOption<T>[];
  onChoose: (value: T) => void;
  onClose: () => void;
  isBusy?: boolean;
}

/** A small popup asking one question with a button per answer and 'Annuler'; Escape closes it. */
export function ChoicePopup<T extends string>({
  opened,
  title,
  question,
  options,
  onChoose,
  onClose,
  isBusy = false,
}: ChoicePopupProps<T>) {
  usePopupReturnFocus(opened);
  return (
    <Modal opened={opened} onClose={onClose} title={title} returnFocus={false} closeOnEscape>
      <Stack>
        <Text>{question}</Text>
        {options.map((option) => (
          <Button
            key={option.value}
            color={option.color}
            variant={option.variant ?? 'light'}
            disabled={option.isDisabled === true || isBusy}
            onClick={() => onChoose(option.value)}
            fullWidth
          >
            {option.label}
          </Button>
        ))}
        <Button variant="default" onClick={onClose} fullWidth>
          Annuler
        </Button>
      </Stack>
    </Modal>
  );
}
