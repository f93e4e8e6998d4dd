import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  InputAdornment,
  Tab,
  Tabs,
  TextField,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value.ts';
import type { FollowListKind } from '../api.ts';
import { useFollowList } from '../hooks.ts';
import { ExpertList } from './expert-list.tsx';

const SEARCH_DEBOUNCE_MS = 300;
const TITLES: Record<FollowListKind, string> = { followers: 'Followers', following: 'Following' };

export interface FollowListDialogProps {
  open: boolean;
  onClose: () => void;
  userId: number;
  name: string;
  initialKind: FollowListKind;
}

/**
 * A profile's followers and whom it follows (the followers and following calls, 12 a page), each
 * searchable by name, with Follow buttons; full screen on phones.
 */
export function FollowListDialog({ open, onClose, userId, name, initialKind }: FollowListDialogProps) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [kind, setKind] = useState<FollowListKind>(initialKind);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const list = useFollowList(kind, userId, search, open);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="follow-list-title"
    >
      <DialogTitle id="follow-list-title" sx={{ pr: 6 }}>
        {name}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <Tabs
        value={kind}
        onChange={(_event, value: FollowListKind) => {
          setKind(value);
          setText('');
        }}
        variant="fullWidth"
        aria-label="Follow lists"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="followers" label={TITLES.followers} />
        <Tab value="following" label={TITLES.following} />
      </Tabs>
      <DialogContent sx={{ minHeight: { md: 420 } }}>
        <TextField
          size="small"
          type="search"
          fullWidth
          label={`Search ${TITLES[kind].toLowerCase()}`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ mt: 1, mb: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { maxLength: 100 },
          }}
        />
        <Box>
          <ExpertList
            query={list}
            label={TITLES[kind]}
            emptyText={
              search
                ? `Nobody here matches “${search}”.`
                : kind === 'followers'
                  ? 'No followers yet.'
                  : 'Not following anyone yet.'
            }
            errorText={`${TITLES[kind]} could not be loaded.`}
          />
        </Box>
      </DialogContent>
    </Dialog>
  );
}
