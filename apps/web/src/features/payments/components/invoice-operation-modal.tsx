import { useState } from 'react';
import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import {
  creditNoteSchema,
  parisDateOf,
  recordFailureSchema,
  recordPaymentSchema,
  type CreditNoteInput,
  type Invoice,
  type RecordFailureInput,
  type RecordPaymentInput,
} from '@tourneo/domain';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { notify } from '../../../lib/notify.ts';
import { submitShowingRefusal, useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useInvoiceOperation, type InvoiceOperation } from '../api/invoice-operations.ts';
import { euros } from './money.ts';

export type InvoiceOperationKind = InvoiceOperation['kind'];

const TITLES: Record<InvoiceOperationKind, string> = {
  payment: 'Enregistrer un paiement',
  failure: 'Enregistrer un échec de paiement',
  creditNote: 'Émettre un avoir',
};

/** The ways a company pays its invoice (the operator picks one). */
export const PAYMENT_METHODS = ['Virement', 'Prélèvement SEPA', 'Carte bancaire', 'Chèque'] as const;

/** Euros as typed ('12,50' or '12.50'); blank is none (the schema says what it expects). */
const eurosTyped = (value: unknown) => {
  const typed = typeof value === 'string' ? value.trim() : '';
  return typed === '' ? undefined : Number(typed.replace(',', '.').replace(/\s/g, ''));
};

/** A form of the dialog: the invoice, then what to do once the operator has saved. */
interface FormProps {
  invoice: Invoice;
  onDone: () => void;
}

/**
 * The operator's changes to one invoice (issue 22): a payment (date, amount, method), a failure
 * (date, why), a credit note (an amount HT, the whole invoice when blank, confirmed before it is
 * issued: it cannot be taken back). The invoice list and its figures read again after each.
 */
export function InvoiceOperationModal({
  invoice,
  kind,
  onClose,
}: {
  invoice: Invoice | null;
  kind: InvoiceOperationKind;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={invoice !== null}
      onClose={onClose}
      title={invoice ? `${TITLES[kind]} — facture ${invoice.number}` : TITLES[kind]}
    >
      {invoice && (
        <Stack>
          <Text size="sm">
            {invoice.company_name} — {invoice.period} — total {euros(invoice.total_amount)} TTC, reste à payer{' '}
            {euros(invoice.remaining_amount)}
          </Text>
          {kind === 'payment' && <PaymentForm invoice={invoice} onDone={onClose} />}
          {kind === 'failure' && <FailureForm invoice={invoice} onDone={onClose} />}
          {kind === 'creditNote' && <CreditNoteForm invoice={invoice} onDone={onClose} />}
        </Stack>
      )}
    </Modal>
  );
}

/** Sends the operation, tells the operator what the server said, and closes the dialog. */
function useSend(onDone: () => void) {
  const operation = useInvoiceOperation();
  return async (input: InvoiceOperation) => {
    const answer = await operation.mutateAsync(input);
    notify('success', answer.message);
    onDone();
  };
}

type Typed<T> = { [K in keyof T]: string } & FieldValues;

function PaymentForm({ invoice, onDone }: FormProps) {
  const send = useSend(onDone);
  const form = useSchemaForm<Typed<RecordPaymentInput>, RecordPaymentInput>(recordPaymentSchema, {
    defaultValues: {
      invoice_id: String(invoice.id),
      paid_on: parisDateOf(new Date()),
      amount: invoice.remaining_amount.toFixed(2).replace('.', ','),
      method: PAYMENT_METHODS[0],
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const submit = submitShowingRefusal(form, (input) => send({ kind: 'payment', input }));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <ErrorAlert message={errors.root?.message} />
        <TextInput
          label="Date du paiement"
          type="date"
          required
          error={errors.paid_on?.message}
          {...register('paid_on')}
        />
        <TextInput
          label="Montant TTC (€)"
          inputMode="decimal"
          required
          error={errors.amount?.message}
          {...register('amount', { setValueAs: eurosTyped })}
        />
        <NativeSelect
          label="Moyen de paiement"
          data={[...PAYMENT_METHODS]}
          error={errors.method?.message}
          {...register('method')}
        />
        <FormActions onCancel={onDone} isSubmitting={isSubmitting} submitLabel="Enregistrer le paiement" />
      </Stack>
    </form>
  );
}

function FailureForm({ invoice, onDone }: FormProps) {
  const send = useSend(onDone);
  const form = useSchemaForm<Typed<RecordFailureInput>, RecordFailureInput>(recordFailureSchema, {
    defaultValues: { invoice_id: String(invoice.id), failed_on: parisDateOf(new Date()), reason: '' },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const submit = submitShowingRefusal(form, (input) => send({ kind: 'failure', input }));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <ErrorAlert message={errors.root?.message} />
        <TextInput
          label="Date de l’échec"
          type="date"
          required
          error={errors.failed_on?.message}
          {...register('failed_on')}
        />
        <Textarea
          label="Motif"
          required
          maxLength={200}
          placeholder="Prélèvement rejeté, provision insuffisante…"
          error={errors.reason?.message}
          {...register('reason')}
        />
        <FormActions onCancel={onDone} isSubmitting={isSubmitting} submitLabel="Enregistrer l’échec" />
      </Stack>
    </form>
  );
}

function CreditNoteForm({ invoice, onDone }: FormProps) {
  const send = useSend(onDone);
  /** The checked credit note, waiting for the operator's confirmation. */
  const [pending, setPending] = useState<CreditNoteInput | null>(null);
  const form = useSchemaForm<Typed<CreditNoteInput>, CreditNoteInput>(creditNoteSchema, {
    defaultValues: { invoice_id: String(invoice.id), amount_ht: '', reason: '' },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const check = form.handleSubmit((input) => setPending(input));
  const issue = submitShowingRefusal(form, async () => {
    try {
      await send({ kind: 'creditNote', input: pending! });
    } finally {
      setPending(null); // a refusal shows above the form, to change it
    }
  });
  if (pending) {
    const amount =
      pending.amount_ht === undefined
        ? `${euros(invoice.total_ht)} HT (toute la facture)`
        : `${euros(pending.amount_ht)} HT`;
    return (
      <form onSubmit={(event) => void issue(event)} noValidate>
        <Stack>
          <Text fw={500}>
            Émettre un avoir de {amount} sur la facture {invoice.number} ?
          </Text>
          <Text size="sm">
            Un avoir reçoit le numéro suivant de la série et ne peut plus être modifié ni supprimé. Motif :{' '}
            {pending.reason}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)}>
              Retour
            </Button>
            <Button type="submit" color="red" loading={isSubmitting}>
              Confirmer l’avoir
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }
  return (
    <form onSubmit={(event) => void check(event)} noValidate>
      <Stack>
        <ErrorAlert message={errors.root?.message} />
        <TextInput
          label="Montant HT de l’avoir (€)"
          description={`Laisser vide pour créditer toute la facture (${euros(invoice.total_ht)} HT)`}
          inputMode="decimal"
          error={errors.amount_ht?.message}
          {...register('amount_ht', { setValueAs: eurosTyped })}
        />
        <Textarea
          label="Motif"
          required
          maxLength={200}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <FormActions onCancel={onDone} isSubmitting={false} submitLabel="Émettre l’avoir" />
      </Stack>
    </form>
  );
}
