import { Autocomplete, Box, Button, Stack, TextField } from '@mui/material';
import { MAX_RECORD_ID } from '@tradecircle/domain';
import { type FormEvent, useState } from 'react';
import type { AuditLogQuery } from './api.ts';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from './audit-vocabulary.ts';

/** The filters as typed; all optional. */
export type AuditFilters = Omit<AuditLogQuery, 'page_number'>;

export const FILTER_TEXTS = {
  actor: 'Actor (user id)',
  targetType: 'Target type',
  targetId: 'Target id',
  action: 'Action',
  apply: 'Apply',
  clear: 'Clear',
  // The server's own messages for the same mistakes (AuditLogQuerySchema).
  actorInvalid: 'actor must be a user id',
  targetIdInvalid: 'target_id must be a record id',
  textInvalid: (name: string) => `${name} must be text of 1 to 60 characters`,
} as const;

type Draft = { actor: string; target_type: string; target_id: string; action: string };
const EMPTY: Draft = { actor: '', target_type: '', target_id: '', action: '' };

function recordId(text: string): number | null {
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_RECORD_ID ? id : null;
}

/** Checks the draft as the server would; the filters to apply, or the message of each bad field. */
function parse(draft: Draft): { filters: AuditFilters } | { errors: Partial<Record<keyof Draft, string>> } {
  const trimmed = {
    actor: draft.actor.trim(),
    target_type: draft.target_type.trim(),
    target_id: draft.target_id.trim(),
    action: draft.action.trim(),
  };
  const errors: Partial<Record<keyof Draft, string>> = {};
  const filters: AuditFilters = {};
  if (trimmed.actor) {
    const id = recordId(trimmed.actor);
    if (id === null) errors.actor = FILTER_TEXTS.actorInvalid;
    else filters.actor = id;
  }
  if (trimmed.target_id) {
    const id = recordId(trimmed.target_id);
    if (id === null) errors.target_id = FILTER_TEXTS.targetIdInvalid;
    else filters.target_id = id;
  }
  for (const name of ['target_type', 'action'] as const) {
    if (!trimmed[name]) continue;
    if (trimmed[name].length > 60) errors[name] = FILTER_TEXTS.textInvalid(name);
    else filters[name] = trimmed[name];
  }
  return Object.keys(errors).length > 0 ? { errors } : { filters };
}

/**
 * The audit log's filters: actor and target id as numbers, target type and action chosen from the
 * known ones or typed (freeSolo); applied together with Apply (or Enter), all removed with Clear.
 */
export function AuditFiltersForm({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const set = (name: keyof Draft) => (value: string) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(draft);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    onApply(parsed.filters);
  };

  const idField = (name: 'actor' | 'target_id', label: string) => (
    <TextField
      size="small"
      label={label}
      value={draft[name]}
      onChange={(event) => set(name)(event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      fullWidth
    />
  );
  const choiceField = (name: 'target_type' | 'action', label: string, options: readonly string[]) => (
    <Autocomplete
      freeSolo
      size="small"
      options={options}
      inputValue={draft[name]}
      onInputChange={(_, value) => set(name)(value)}
      fullWidth
      renderInput={(params) => (
        <TextField {...params} label={label} error={Boolean(errors[name])} helperText={errors[name]} />
      )}
    />
  );

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Audit log filters" sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'flex-start' } }}>
        {idField('actor', FILTER_TEXTS.actor)}
        {choiceField('action', FILTER_TEXTS.action, AUDIT_ACTIONS)}
        {choiceField('target_type', FILTER_TEXTS.targetType, AUDIT_TARGET_TYPES)}
        {idField('target_id', FILTER_TEXTS.targetId)}
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button type="submit" variant="contained" sx={{ flex: { xs: 1, md: 'none' } }}>
            {FILTER_TEXTS.apply}
          </Button>
          <Button
            sx={{ flex: { xs: 1, md: 'none' } }}
            onClick={() => {
              setDraft(EMPTY);
              setErrors({});
              onApply({});
            }}
          >
            {FILTER_TEXTS.clear}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
