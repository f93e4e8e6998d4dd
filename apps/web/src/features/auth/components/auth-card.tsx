import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The card every sign-in step sits in, inside the auth layout. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, borderRadius: 3 }}>
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
      </Stack>
      {children}
    </Paper>
  );
}
