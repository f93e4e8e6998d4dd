import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Avatar,
  Button,
  Chip,
  FormControlLabel,
  FormHelperText,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import type { GroupFormValues } from './group-form-values.ts';

/** An image file input with a preview of the chosen file (or the current image while none is chosen). */
export function ImageField({
  label,
  file,
  current,
  onChange,
  error,
  wide = false,
}: {
  label: string;
  file: File | null;
  current: string | null;
  onChange: (file: File | null) => void;
  error?: string;
  wide?: boolean;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? current;
  return (
    <Stack spacing={1} sx={{ flex: 1, alignItems: 'flex-start' }}>
      {shown ? (
        <Avatar
          src={shown}
          alt={`${label} preview`}
          variant={wide ? 'rounded' : 'circular'}
          sx={{ width: wide ? 160 : 64, height: 64 }}
        />
      ) : null}
      <Button component="label" variant="outlined" size="small" startIcon={<UploadFileIcon />}>
        {shown ? `Change ${label.toLowerCase()}` : label}
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp"
          hidden
          aria-label={label}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      </Button>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}

/** Key offerings as a list: type one, Add (or Enter), remove with the chip's delete. */
export function KeyOfferingsField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const entry = draft.trim();
    if (!entry || value.includes(entry)) return;
    onChange([...value, entry]);
    setDraft('');
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <TextField
          label="Key offering"
          size="small"
          fullWidth
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          error={Boolean(error)}
          helperText={error}
        />
        <Button onClick={add} disabled={draft.trim() === ''}>
          Add
        </Button>
      </Stack>
      {value.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }} role="list" aria-label="Key offerings">
          {value.map((entry) => (
            <Chip
              key={entry}
              role="listitem"
              label={entry}
              onDelete={() => onChange(value.filter((other) => other !== entry))}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

type SwitchName = 'is_limited_offer' | 'free_trail' | 'add_all_followers';

/** One of the form's on/off choices. */
export function SwitchField({
  control,
  name,
  label,
}: {
  control: Control<GroupFormValues>;
  name: SwitchName;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
          }
          label={label}
        />
      )}
    />
  );
}
