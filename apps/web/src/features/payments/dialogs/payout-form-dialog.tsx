import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Skeleton, Stack, TextField } from '@mui/material';
import { PAYMENT_SNACKBAR_MS, type PaymentInfoForm, PaymentInfoFormSchema } from '@tradecircle/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { notify } from '../../../shared/api/app-bridge.ts';
import { HttpError } from '../../../shared/api/http-errors.ts';
import type { PaymentInfo } from '../api.ts';
import { notifyPaymentRefusal, usePaymentInfo, useSavePaymentInfo } from '../hooks.ts';
import { PAYMENT_TEXTS } from '../payment-texts.ts';
import { EditorDialog } from './editor-dialog.tsx';

type Field = keyof PaymentInfoForm;

const FIELDS: { name: Field; label: string; masked?: boolean; optional?: boolean; upper?: boolean }[] = [
  { name: 'account_holder_name', label: 'Account holder name' },
  { name: 'bank_name', label: 'Bank name', optional: true },
  { name: 'account_number', label: 'Account number', masked: true },
  { name: 'ifsc_code', label: 'IFSC code', upper: true },
  { name: 'pan_number', label: 'PAN', masked: true, upper: true },
  { name: 'gst_number', label: 'GST number (optional)', masked: true, optional: true, upper: true },
];

/** The saved numbers are masked, so they are typed again; the other fields start from what is saved. */
function initialValues(info: PaymentInfo | null): PaymentInfoForm {
  return {
    account_holder_name: info?.account_holder_name ?? '',
    bank_name: info?.bank_name ?? '',
    account_number: '',
    ifsc_code: info?.ifsc_code ?? '',
    pan_number: '',
    gst_number: '',
  };
}

/** The server's field errors (`errors`: a message or messages per wire field). */
function serverFieldErrors(body: unknown): Partial<Record<Field, string>> {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const errors = body.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const found: Partial<Record<Field, string>> = {};
  for (const { name } of FIELDS) {
    const value: unknown = (errors as Record<string, unknown>)[name];
    const message = Array.isArray(value) ? value[0] : value;
    if (typeof message === 'string') found[name] = message;
  }
  return found;
}

/**
 * The admin's payout information (§5 "Payout form shared rules"): account holder, bank, account
 * number, IFSC, PAN and an optional GST number, checked by the domain's checkPayoutForm with the
 * spec's messages, as the server checks them. The first save POSTs, later ones PUT; either puts the
 * information back in review (Pending).
 */
export function PayoutFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  const info = usePaymentInfo(open);
  const save = useSavePaymentInfo();

  return (
    <EditorDialog
      open={open}
      onClose={onClose}
      title={info.data?.payment_info ? PAYMENT_TEXTS.editPaymentInfo : PAYMENT_TEXTS.addPaymentInfo}
      maxWidth="sm"
      submit={
        <Button
          type="submit"
          form={formId}
          variant="contained"
          loading={save.isPending}
          disabled={info.isPending}
        >
          Save
        </Button>
      }
    >
      {info.data ? (
        <PayoutForm formId={formId} saved={info.data.payment_info} save={save} onSaved={onClose} />
      ) : (
        <Stack spacing={2}>
          {FIELDS.map(({ name }) => (
            <Skeleton key={name} variant="rounded" height={56} />
          ))}
        </Stack>
      )}
    </EditorDialog>
  );
}

/**
 * The form starts from what was saved when it first renders; a later refetch never resets it, so
 * nothing the admin has typed is wiped.
 */
function PayoutForm({
  formId,
  saved,
  save,
  onSaved,
}: {
  formId: string;
  saved: PaymentInfo | null;
  save: ReturnType<typeof useSavePaymentInfo>;
  onSaved: () => void;
}) {
  const { register, handleSubmit, formState, setError } = useForm<PaymentInfoForm>({
    resolver: zodResolver(PaymentInfoFormSchema),
    defaultValues: initialValues(saved),
  });
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync({
        input: { ...values, gst_number: values.gst_number?.trim() || undefined },
        isFirst: saved === null,
      });
      notify(answer.message, 'success', PAYMENT_SNACKBAR_MS);
      onSaved();
    } catch (error) {
      const fieldErrors = error instanceof HttpError ? serverFieldErrors(error.body) : {};
      const entries = Object.entries(fieldErrors) as [Field, string][];
      for (const [name, message] of entries) setError(name, { message });
      if (entries.length === 0) notifyPaymentRefusal(error, 'The payment information could not be saved.');
    }
  });

  const maskedOf = (name: Field): string | null => {
    if (!saved) return null;
    if (name === 'account_number') return saved.account_number;
    if (name === 'pan_number') return saved.pan_number;
    if (name === 'gst_number') return saved.gst_number;
    return null;
  };

  return (
    <Stack component="form" id={formId} spacing={2} noValidate onSubmit={submit}>
      {saved?.verification_status === 'Rejected' && saved.remark && (
        <Alert severity="error">{saved.remark}</Alert>
      )}
      {FIELDS.map(({ name, label, masked, optional, upper }) => {
        const current = masked ? maskedOf(name) : null;
        const error = errors[name]?.message;
        return (
          <TextField
            key={name}
            label={label}
            required={!optional}
            fullWidth
            error={Boolean(error)}
            helperText={error ?? (current ? `Saved: ${current}. Enter it again to save.` : undefined)}
            slotProps={{
              htmlInput: {
                autoComplete: 'off',
                spellCheck: false,
                inputMode: name === 'account_number' ? 'numeric' : undefined,
                style: upper ? { textTransform: 'uppercase' } : undefined,
              },
            }}
            {...register(name)}
          />
        );
      })}
    </Stack>
  );
}
