import { Box, ButtonBase, type SxProps, type Theme } from '@mui/material';
import { type KeyboardEvent, useRef } from 'react';

export interface LightTab<T extends string> {
  value: T;
  label: string;
  id?: string;
}

/**
 * A row of tabs drawn like MUI's (48 px, upper-case labels, the chosen one underlined in the primary
 * colour) from ButtonBase, which every page already has: MUI's Tabs (scroll buttons, a measured
 * indicator; ~5 kB compressed) is more than a page's two to four fixed tabs need. A tablist with
 * roving focus: arrow keys, Home and End move between the tabs and choose them. `fullWidth` shares the
 * row equally; otherwise the tabs keep their width and the row scrolls sideways when it must.
 */
export function LightTabs<T extends string>({
  label,
  value,
  tabs,
  onChange,
  fullWidth = false,
  sx,
}: {
  label: string;
  value: T;
  tabs: readonly LightTab<T>[];
  onChange: (value: T) => void;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}) {
  const row = useRef<HTMLDivElement>(null);
  const choose = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onChange(tab.value);
    row.current?.querySelectorAll<HTMLElement>('[role="tab"]')[tabs.indexOf(tab)]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };
  return (
    <Box
      ref={row}
      role="tablist"
      aria-label={label}
      sx={[
        {
          display: 'flex',
          minHeight: 48,
          borderBottom: 1,
          borderColor: 'divider',
          overflowX: fullWidth ? 'hidden' : 'auto',
          scrollbarWidth: 'none',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {tabs.map((tab, index) => {
        const isSelected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            id={tab.id}
            role="tab"
            aria-selected={isSelected}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            sx={{
              flex: fullWidth ? '1 1 0' : '0 0 auto',
              minWidth: 0,
              minHeight: 48,
              px: { xs: 1.5, sm: 2 },
              typography: 'button',
              whiteSpace: 'nowrap',
              color: isSelected ? 'primary.main' : 'text.secondary',
              boxShadow: (theme) => (isSelected ? `inset 0 -2px 0 ${theme.palette.primary.main}` : 'none'),
              '&.Mui-focusVisible': { bgcolor: 'action.focus' },
            }}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
