import {
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import type { Group } from '@tradecircle/domain';
import { useId } from 'react';

/** A member's read-only view of the group's details (§2: non-admin members see a details modal). */
export function GroupInfoDialog({
  open,
  onClose,
  group,
}: {
  open: boolean;
  onClose: () => void;
  group: Group;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{group.name}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Field label="Group type" value={group.group_type} />
          <Field label="Description" value={group.description || '-'} />
          <Field label="Disclaimer" value={group.disclaimer || '-'} />
          {group.types_of_instrument.length > 0 && (
            <Stack direction="row" spacing={0.5}>
              {group.types_of_instrument.map((type) => (
                <Chip key={type} label={type} size="small" />
              ))}
            </Stack>
          )}
          {group.key_offering.length > 0 && (
            <Field label="Key offerings" value={group.key_offering.join('\n')} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </div>
  );
}
