import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { MESSAGES, type LinkAssignedResponse, type LinkRemovedResponse } from '@tourneo/domain';
import { notify } from './notify.ts';

/**
 * Toggling a qualification (of an agent or an operation): assign it when checked, remove it
 * otherwise, with the spec's messages; `pendingId` is the qualification being changed.
 */
export function useQualificationToggle<Link>(
  assign: UseMutationResult<LinkAssignedResponse, Error, Link>,
  remove: UseMutationResult<LinkRemovedResponse, Error, Link>,
  linkOf: (roleId: number) => Link,
) {
  const [pendingId, setPendingId] = useState<number | null>(null);
  const toggle = (role: { id: number }, isChecked: boolean) => {
    setPendingId(role.id);
    const onError = () => notify('error', MESSAGES.roles.toggleError);
    const onSettled = () => setPendingId(null);
    const link = linkOf(role.id);
    if (isChecked) {
      assign.mutate(link, {
        onSuccess: (answer) =>
          answer.alreadyExists
            ? notify('warning', MESSAGES.roles.alreadyAssigned)
            : notify('success', MESSAGES.roles.assigned),
        onError,
        onSettled,
      });
    } else {
      remove.mutate(link, { onSuccess: () => notify('success', MESSAGES.roles.removed), onError, onSettled });
    }
  };
  return { pendingId, toggle };
}
