import { Badge, Button, type ButtonProps } from '@mantine/core';
import { MESSAGES, isoToFrenchDate, nextBillingMark, type BillingRdv } from '@tourneo/domain';
import { notify } from '../../../lib/notify.ts';
import { useMarkBilled } from '../api/mark-billed.ts';
import { useMarkPaid } from '../api/mark-paid.ts';

const m = MESSAGES.billing;

/** 'Dupont (18/03/2027)': names the row of a button for a screen reader. */
export const rdvLabel = (rdv: BillingRdv) => `${rdv.client_name} (${isoToFrenchDate(rdv.date)})`;

/**
 * Spec 2 §4: a pending appointment offers 'Marquer facturé', a billed one 'Marquer payé', a paid
 * one shows only the paid marker. The server's refusal (409) shows as it came.
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
  const mark = nextBillingMark(rdv.billing_status);
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
