import { Badge, Button, type ButtonProps } from '@mantine/core';
import { MESSAGES, isoToFrenchDate, nextBillingMark, type BillingRdv } from '@tourneo/domain';
import { notify } from '../../../lib/notify.ts';
import { useCanChange } from '../../../lib/use-can-change-settings.ts';
import { useMarkBilled } from '../api/mark-billed.ts';
import { useMarkPaid } from '../api/mark-paid.ts';

const m = MESSAGES.billing;

/** 'Dupont (18/03/2027)': names the row of a button for a screen reader. */
export const rdvLabel = (rdv: BillingRdv) => `${rdv.client_name} (${isoToFrenchDate(rdv.date)})`;

/**
 * Spec 2 §4: a pending appointment offers 'Marquer facturé', a billed one 'Marquer payé', a paid
 * one shows only the paid marker. The server's refusal (409) shows as it came. A role that reads
 * Finance without changing it (lecture seule) gets no button: the status column says it all.
 */
export function BillingStatusAction({
  rdv,
  size = 'compact-xs',
}: {
  rdv: BillingRdv;
  size?: ButtonProps['size'];
}) {
  const markBilled = useMarkBilled();
  const markPaid = useMarkPaid();
  const canMark = useCanChange('finance');
  const mark = nextBillingMark(rdv.billing_status);
  if (mark !== null && !canMark) {
    return null;
  }
  if (mark === null) {
    return (
      <Badge color="teal" variant="filled" aria-label={`${m.paidMarker} — ${rdvLabel(rdv)}`}>
        {m.paidMarker}
      </Badge>
    );
  }
  const mutation = mark === 'billed' ? markBilled : markPaid;
  const label = mark === 'billed' ? m.markBilled : m.markPaid;
  return (
    <Button
      size={size}
      variant={mark === 'billed' ? 'light' : 'filled'}
      loading={mutation.isPending}
      aria-label={`${label} — ${rdvLabel(rdv)}`}
      onClick={() =>
        mutation.mutate(rdv.id, {
          onSuccess: (answer) => notify('success', answer.message),
          onError: (error) => notify('error', error.message || m.statusUpdateError),
        })
      }
    >
      {label}
    </Button>
  );
}
