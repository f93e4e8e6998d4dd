import {
  Box,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputAdornment,
  MenuItem,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { VIDEO_LANGUAGES, VIDEO_LIMITS } from '@tradecircle/domain';
import { type Control, Controller, type FieldValues, useWatch } from 'react-hook-form';
import type { VideoDetailsValues } from '../video-forms.ts';
import { VIDEO_TEXTS } from '../video-texts.ts';

/**
 * The boxes a video's details and a playlist share: title (with its count), description, language,
 * Free or Paid, and the price in whole rupees when paid.
 */
export function DetailFields<Out extends FieldValues>({
  control,
}: {
  control: Control<VideoDetailsValues, unknown, Out>;
}) {
  const freePaid = useWatch({ control, name: 'free_paid' });
  return (
    <>
      <Controller
        control={control}
        name="title"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            label={VIDEO_TEXTS.title}
            required
            error={Boolean(fieldState.error)}
            helperText={
              <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <span>{fieldState.error?.message}</span>
                <span>{`${field.value.length}/${VIDEO_LIMITS.title}`}</span>
              </Box>
            }
          />
        )}
      />
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            label={VIDEO_TEXTS.description}
            required
            multiline
            minRows={3}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="language"
        render={({ field, fieldState }) => (
          <TextField
            select
            label={VIDEO_TEXTS.language}
            required
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            {VIDEO_LANGUAGES.map((language) => (
              <MenuItem key={language} value={language}>
                {language}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="free_paid"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="video-free-paid">{VIDEO_TEXTS.freePaid}</FormLabel>
            <RadioGroup row aria-labelledby="video-free-paid" {...field}>
              <FormControlLabel value="free" control={<Radio />} label={VIDEO_TEXTS.free} />
              <FormControlLabel value="paid" control={<Radio />} label={VIDEO_TEXTS.paid} />
            </RadioGroup>
          </FormControl>
        )}
      />
      {freePaid === 'paid' && (
        <Controller
          control={control}
          name="price"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              label={VIDEO_TEXTS.price}
              required
              inputMode="numeric"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'Whole rupees'}
              slotProps={{ input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> } }}
            />
          )}
        />
      )}
    </>
  );
}
