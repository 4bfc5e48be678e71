import type { ReactNode } from 'react';
import { Modal, type ModalProps } from '@mantine/core';
import type { Operation } from '@tourneo/domain';

interface OperationModalProps {
  /** The operation the dialog is about; undefined: closed. */
  operation: Operation | undefined;
  title: string;
  size?: ModalProps['size'];
  onClose: () => void;
  children: (operation: Operation) => ReactNode;
}

/** A dialog about one operation of the list (its SMS, its e-mails, its qualifications). */
export function OperationModal({ operation, title, size, onClose, children }: OperationModalProps) {
  return (
    <Modal opened={operation !== undefined} onClose={onClose} title={title} size={size}>
      {operation && children(operation)}
    </Modal>
  );
}
