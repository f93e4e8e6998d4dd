import { Box } from '@mui/material';

/** A task's or item's icon (`file`, e.g. /gamification/daily_login.svg); decorative, its title says what it is. */
export function TaskIcon({ file, size = 40 }: { file: string; size?: number }) {
  return (
    <Box
      component="img"
      src={file}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      sx={{ flexShrink: 0, borderRadius: '50%', bgcolor: 'grey.100' }}
    />
  );
}
