import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { MESSAGES } from '@tourneo/domain';
import { notify } from './notify.ts';

type LinkMutation<Link> = UseMutationResult<{ alreadyExists?: boolean }, Error, Link>;

/**
 * Toggling a qualification (of an agent or an operation): assign it when checked, remove it
 * otherwise, with the spec's messages; `pendingId` is the qualification being changed.
 */
export function useQualificationToggle<Link>(
  assign: LinkMutation<Link>,
  remove: LinkMutation<Link>,
  linkOf: (roleId: number) => Link,
) {
  const [pendingId, setPendingId] = useState<number | null>(null);
  const toggle = (role: { id: number }, isChecked: boolean) => {
    setPendingId(role.id);
    const options = {
      onSuccess: (answer: { alreadyExists?: boolean }) => {
        if (answer.alreadyExists) {
          notify('warning', MESSAGES.roles.alreadyAssigned);
        } else {
          notify('success', isChecked ? MESSAGES.roles.assigned : MESSAGES.roles.removed);
        }
      },
      onError: () => notify('error', MESSAGES.roles.toggleError),
      onSettled: () => setPendingId(null),
    };
    (isChecked ? assign : remove).mutate(linkOf(role.id), options);
  };
  return { pendingId, toggle };
}
