import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useState } from 'react';
import { withTimeout } from '../../../shared/lazy/lazy-page.ts';

// The search box (MUI Autocomplete, TextField, Popper) is fetched once the browser is idle after the
// page's first render (or when the pointer comes to it), the phone's dialog when first opened: not
// as part of every page's first load.
const SecuritySearch = lazy(() =>
  withTimeout(import('./security-search.tsx')).then((module) => ({ default: module.SecuritySearch })),
);
const SearchDialog = lazy(() =>
  withTimeout(import('./search-dialog.tsx')).then((module) => ({ default: module.SearchDialog })),
);

const DESKTOP_WIDTH = { md: 220, lg: 280 };

/** What the search box looks like while its code loads: the same outline, icon and placeholder. */
function SearchBoxPlaceholder({ onPointerEnter }: { onPointerEnter?: () => void }) {
  return (
    <Box
      aria-hidden
      onPointerEnter={onPointerEnter}
      sx={{
        width: DESKTOP_WIDTH,
        height: 40,
        px: 1.75,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        border: 1,
        borderColor: 'rgba(0, 0, 0, 0.23)',
        borderRadius: 1,
        color: 'text.secondary',
      }}
    >
      <SearchIcon fontSize="small" />
      <Box component="span" sx={{ fontSize: '1rem', opacity: 0.6 }}>
        Search stocks
      </Box>
    </Box>
  );
}

/** The app header's search: a box on desktop, an icon opening a full-width dialog on phones. */
export function HeaderSearch() {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [isOpen, setIsOpen] = useState(false);
  // Mounted from the first opening on, so closing plays the dialog's exit transition.
  const [wasOpened, setWasOpened] = useState(false);
  const [isBoxWanted, setIsBoxWanted] = useState(false);

  useEffect(() => {
    if (isPhone) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIsBoxWanted(true), 0);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIsBoxWanted(true), { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }, [isPhone]);

  if (!isPhone) {
    const placeholder = <SearchBoxPlaceholder onPointerEnter={() => setIsBoxWanted(true)} />;
    if (!isBoxWanted) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <SecuritySearch sx={{ width: DESKTOP_WIDTH }} />
      </Suspense>
    );
  }
  return (
    <>
      <IconButton
        aria-label="Open search"
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
      >
        <SearchIcon />
      </IconButton>
      {wasOpened && (
        <Suspense fallback={null}>
          <SearchDialog open={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
