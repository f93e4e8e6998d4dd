import { Paper } from '@mui/material';
import type { Influencer } from '@tradecircle/domain';
import type { ReactNode } from 'react';
import { ExpertIdentity } from './expert-identity.tsx';

/** An expert's card: an article named after the expert, the identity on top, then `children` in a column. */
export function ExpertCardFrame({
  expert,
  avatarSize,
  children,
}: {
  expert: Influencer;
  avatarSize: number;
  children: ReactNode;
}) {
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={expert.name}
      sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <ExpertIdentity expert={expert} avatarSize={avatarSize} />
      {children}
    </Paper>
  );
}
