import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { Dialog, DialogContent, IconButton, Stack, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { SecuritySearch } from './security-search.tsx';

/** The app header's search: a box on desktop, an icon opening a full-width dialog on phones. */
export function HeaderSearch() {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [isOpen, setIsOpen] = useState(false);

  if (!isPhone) return <SecuritySearch sx={{ width: { md: 220, lg: 280 } }} />;
  return (
    <>
      <IconButton aria-label="Open search" onClick={() => setIsOpen(true)}>
        <SearchIcon />
      </IconButton>
      <Dialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
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
            <SecuritySearch autoFocus onNavigate={() => setIsOpen(false)} sx={{ flex: 1 }} />
            <IconButton aria-label="Close search" onClick={() => setIsOpen(false)}>
              <CloseIcon />
            </IconButton>
          </Stack>
        </DialogContent>
      </Dialog>
    </>
  );
}
