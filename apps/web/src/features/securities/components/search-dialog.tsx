import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, IconButton, Stack } from '@mui/material';
import { SecuritySearch } from './security-search.tsx';

interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The phone header's search: a full-width dialog holding the search box. */
export function SearchDialog({ open, onClose }: SearchDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      slotProps={{
        paper: {
          'aria-label': 'Search securities',
          sx: { m: 1, width: 'calc(100% - 16px)', alignSelf: 'flex-start' },
        },
      }}
    >
      <DialogContent sx={{ p: 1.5 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <SecuritySearch autoFocus onNavigate={onClose} sx={{ flex: 1 }} />
          <IconButton aria-label="Close search" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
