import { zodResolver } from '@hookform/resolvers/zod';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { GROUP_MESSAGES, GROUP_TYPES, type Group } from '@tradecircle/domain';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { notify } from '../../../shared/api/app-bridge.ts';
import { HttpError } from '../../../shared/api/http-errors.ts';
import { notifyGroupFailure, useSaveGroup } from '../hooks.ts';
import { ImageField, KeyOfferingsField, SwitchField } from './group-form-fields.tsx';
import {
  fieldErrorsOf,
  GROUP_FORM_FIELDS,
  GROUP_INSTRUMENT_CHOICES,
  GroupFormDialogSchema,
  type GroupFormValues,
  initialGroupFormValues,
  toGroupFormData,
} from './group-form-values.ts';

export interface GroupFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** Edit mode: the group to change (PUT); without it a new group is created (POST). */
  group?: Group;
  onSaved?: (group: Group) => void;
}

/** Create / edit group (contract: own-groups POST multipart, PUT): the one required field is the name. */
export function GroupFormDialog({ open, onClose, group, onSaved }: GroupFormDialogProps) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'));
  const save = useSaveGroup();
  const { control, register, handleSubmit, formState, setError, reset } = useForm<GroupFormValues>({
    resolver: zodResolver(GroupFormDialogSchema),
    defaultValues: initialGroupFormValues(group),
  });
  const { errors, isSubmitting } = formState;
  const groupType = useWatch({ control, name: 'group_type' });
  const titleId = useId();

  const close = () => {
    reset(initialGroupFormValues(group));
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await save.mutateAsync({ form: toGroupFormData(values), groupId: group?.id });
      notify(GROUP_MESSAGES.saved(answer.group_detail?.name ?? values.name.trim()), 'success');
      onSaved?.(answer.group_detail);
      close();
    } catch (error) {
      const fieldErrors = error instanceof HttpError && error.status === 400 ? fieldErrorsOf(error.body) : {};
      let placed = false;
      for (const field of GROUP_FORM_FIELDS) {
        const message = fieldErrors[field]?.[0];
        if (message) {
          setError(field, { message });
          placed = true;
        }
      }
      if (!placed) notifyGroupFailure(error, 'The group could not be saved. Please try again.');
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      fullScreen={isPhone}
      aria-labelledby={titleId}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId} sx={{ pr: 7 }}>
          {group ? 'Edit Group' : 'Create New Group'}
        </DialogTitle>
        <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          <Stack spacing={2.25}>
            <TextField
              {...register('name')}
              label="Group name"
              required
              fullWidth
              autoFocus
              error={Boolean(errors.name)}
              helperText={errors.name?.message}
            />
            <Controller
              control={control}
              name="group_type"
              render={({ field }) => (
                <FormControl error={Boolean(errors.group_type)}>
                  <FormLabel id={`${titleId}-type`}>Group type</FormLabel>
                  <RadioGroup row aria-labelledby={`${titleId}-type`} {...field}>
                    {GROUP_TYPES.map((type) => (
                      <FormControlLabel key={type} value={type} control={<Radio />} label={type} />
                    ))}
                  </RadioGroup>
                  {errors.group_type && <FormHelperText>{errors.group_type.message}</FormHelperText>}
                </FormControl>
              )}
            />
            <TextField
              {...register('description')}
              label="Description"
              multiline
              minRows={3}
              error={Boolean(errors.description)}
              helperText={errors.description?.message}
            />
            <TextField
              {...register('disclaimer')}
              label="Disclaimer"
              multiline
              minRows={2}
              error={Boolean(errors.disclaimer)}
              helperText={errors.disclaimer?.message}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                control={control}
                name="picture"
                render={({ field }) => (
                  <ImageField
                    label="Group picture"
                    file={field.value}
                    current={group?.picture ?? null}
                    onChange={field.onChange}
                    error={errors.picture?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="cover_image"
                render={({ field }) => (
                  <ImageField
                    label="Cover image"
                    file={field.value}
                    current={group?.cover_image ?? null}
                    onChange={field.onChange}
                    error={errors.cover_image?.message}
                    wide
                  />
                )}
              />
            </Stack>
            <Controller
              control={control}
              name="disclosure_document"
              render={({ field }) => (
                <Box>
                  <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
                    {field.value || group?.disclosure_document
                      ? 'Change disclosure document'
                      : 'Disclosure document (PDF)'}
                    <input
                      type="file"
                      accept="application/pdf,.pdf"
                      hidden
                      aria-label="Disclosure document"
                      onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                    />
                  </Button>
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1.5 }}>
                    {field.value?.name ??
                      (group?.disclosure_document ? 'A document is attached' : 'Optional')}
                  </Typography>
                  {errors.disclosure_document && (
                    <FormHelperText error>{errors.disclosure_document.message}</FormHelperText>
                  )}
                </Box>
              )}
            />
            <Controller
              control={control}
              name="types_of_instrument"
              render={({ field }) => (
                <FormControl component="fieldset" error={Boolean(errors.types_of_instrument)}>
                  <FormLabel component="legend">Instrument types</FormLabel>
                  <FormGroup row>
                    {GROUP_INSTRUMENT_CHOICES.map((type) => (
                      <FormControlLabel
                        key={type}
                        label={type}
                        control={
                          <Checkbox
                            checked={field.value.includes(type)}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? [...field.value, type]
                                  : field.value.filter((chosen) => chosen !== type),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  {errors.types_of_instrument && (
                    <FormHelperText>{errors.types_of_instrument.message}</FormHelperText>
                  )}
                </FormControl>
              )}
            />
            <Controller
              control={control}
              name="key_offering"
              render={({ field }) => (
                <KeyOfferingsField
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.key_offering?.message ?? errors.key_offering?.root?.message}
                />
              )}
            />
            <Stack>
              <SwitchField control={control} name="is_limited_offer" label="Limited offer" />
              {groupType === 'Premium' && (
                <SwitchField control={control} name="free_trail" label="One-week free trial" />
              )}
              <SwitchField control={control} name="add_all_followers" label="Add all my followers" />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {group ? 'Save' : 'Create Group'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
