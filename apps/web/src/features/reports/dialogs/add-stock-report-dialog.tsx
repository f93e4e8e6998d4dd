import { zodResolver } from '@hookform/resolvers/zod';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  InputAdornment,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { MAX_REPORT_VALID_MONTHS, MIN_REPORT_VALID_MONTHS } from '@tradecircle/domain';
import { Controller, useForm } from 'react-hook-form';
import { notify } from '../../../shared/api/app-bridge.ts';
import { HttpError, serverMessage } from '../../../shared/api/http-errors.ts';
import { describeWithExchange, SecurityPicker } from '../../../shared/security-picker/security-picker.tsx';
import { uploadStockReport } from '../api.ts';
import { useRefreshReports } from '../hooks.ts';
import {
  REPORT_MESSAGES,
  type ReportStockChoice,
  type StockReportForm,
  type StockReportFormInput,
  StockReportFormSchema,
  toUploadFormData,
  type UploadField,
  validTillLabel,
} from '../upload-schema.ts';

const FIELDS: UploadField[] = ['report_pdf', 'stock', 'price', 'discount_price', 'valid_till', 'description'];

interface AddStockReportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Prefilled and locked when opened from a security page. */
  stock?: ReportStockChoice;
  /** After a successful upload, with the price a buyer pays (the discount when given). */
  onUploaded?: (effectivePrice: number) => void;
}

/** 'Add Stock Report' (trades.md §2, §3, §5): multipart upload of a PDF with its price and validity. */
export function AddStockReportDialog({ open, onClose, stock, onUploaded }: AddStockReportDialogProps) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'));
  const refreshReports = useRefreshReports();
  const { control, register, handleSubmit, formState, setError, watch, reset } = useForm<
    StockReportFormInput,
    unknown,
    StockReportForm
  >({
    resolver: zodResolver(StockReportFormSchema),
    defaultValues: {
      stock: stock ?? null,
      report_pdf: null,
      price: '',
      discount_price: '',
      valid_till: '',
      description: '',
    },
  });
  const { errors, isSubmitting } = formState;
  const validTill = validTillLabel(watch('valid_till') ?? '');

  const close = () => {
    reset();
    onClose();
  };

  const submit = handleSubmit(async (form) => {
    try {
      const answer = await uploadStockReport(toUploadFormData(form));
      notify(answer.message, 'success');
      await refreshReports();
      onUploaded?.(Number(form.discount_price || form.price));
      close();
    } catch (error) {
      showRefusal(error);
    }
  });

  // The catalogue already showed 400 messages; 403 and 413 are shown here, and field errors go inline.
  const showRefusal = (error: unknown) => {
    if (!(error instanceof HttpError)) return;
    if (error.status === 413) {
      setError('report_pdf', { message: REPORT_MESSAGES.tooLarge });
      notify(REPORT_MESSAGES.tooLarge, 'error');
      return;
    }
    if (error.status !== 400) {
      const message = serverMessage(error.body);
      if (message) notify(message, 'error');
      return;
    }
    const fieldErrors = fieldErrorsOf(error.body);
    for (const field of FIELDS) {
      const message = fieldErrors[field]?.[0];
      if (message) setError(field, { message });
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" fullScreen={isPhone}>
      <form onSubmit={submit} noValidate aria-label="Add Stock Report">
        <DialogTitle>Add Stock Report</DialogTitle>
        <DialogContent>
          <Stack spacing={2.25} sx={{ pt: 1 }}>
            {stock ? (
              <TextField label="Stock" value={describeWithExchange(stock)} disabled fullWidth />
            ) : (
              <Controller
                control={control}
                name="stock"
                render={({ field }) => (
                  <SecurityPicker
                    label="Stock"
                    describe={describeWithExchange}
                    value={field.value ?? null}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={errors.stock?.message}
                  />
                )}
              />
            )}

            <Controller
              control={control}
              name="report_pdf"
              render={({ field }) => (
                <div>
                  <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
                    {field.value ? 'Change PDF' : 'Choose PDF'}
                    <input
                      ref={field.ref}
                      type="file"
                      accept="application/pdf,.pdf"
                      hidden
                      aria-label="Report PDF"
                      onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                    />
                  </Button>
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1.5 }}>
                    {field.value ? field.value.name : 'PDF, at most 10 MB'}
                  </Typography>
                  {errors.report_pdf && <FormHelperText error>{errors.report_pdf.message}</FormHelperText>}
                </div>
              )}
            />

            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...register('price')}
                label="Actual price"
                required
                fullWidth
                inputMode="decimal"
                error={Boolean(errors.price)}
                helperText={errors.price?.message}
                slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }}
              />
              <TextField
                {...register('discount_price')}
                label="Discounted price"
                fullWidth
                inputMode="decimal"
                error={Boolean(errors.discount_price)}
                helperText={errors.discount_price?.message ?? 'Optional'}
                slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }}
              />
            </Stack>

            <TextField
              {...register('valid_till')}
              label="Valid till (months)"
              required
              inputMode="numeric"
              error={Boolean(errors.valid_till)}
              helperText={
                errors.valid_till?.message ??
                (validTill
                  ? `Valid till ${validTill}`
                  : `${MIN_REPORT_VALID_MONTHS} to ${MAX_REPORT_VALID_MONTHS} months`)
              }
            />

            <TextField
              {...register('description')}
              label="Description"
              multiline
              minRows={3}
              error={Boolean(errors.description)}
              helperText={errors.description?.message ?? 'Optional'}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            Upload
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function fieldErrorsOf(body: unknown): Partial<Record<string, string[]>> {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {};
  const { errors } = body;
  return typeof errors === 'object' && errors !== null ? (errors as Partial<Record<string, string[]>>) : {};
}
