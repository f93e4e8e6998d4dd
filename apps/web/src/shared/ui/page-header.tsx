import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A page's heading card: its icon and h1, a line on what the page is for, and what it offers on the
 * right (beneath on a phone).
 */
export function PageHeader({
  icon,
  title,
  intro,
  actions,
}: {
  icon: ReactNode;
  title: string;
  intro: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="header" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {icon}
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" component="div">
            {intro}
          </Typography>
        </Stack>
        {actions && <Box sx={{ flexShrink: 0 }}>{actions}</Box>}
      </Stack>
    </Paper>
  );
}
