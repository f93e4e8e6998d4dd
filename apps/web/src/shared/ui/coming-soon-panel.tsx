import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { APP_NAME } from '@tradecircle/domain';
import { Link as RouterLink } from 'react-router';

interface ComingSoonPanelProps {
  pageName: string;
  /** Where the way out leads, and what it says (e.g. the signed-in user's home, "Back to home"). */
  exit: { to: string; label: string };
}

/** Stands in for a page that is not built yet; never shows sample data. */
export function ComingSoonPanel({ pageName, exit }: ComingSoonPanelProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, maxWidth: 640, mx: 'auto', textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <ConstructionOutlined color="primary" sx={{ fontSize: 48 }} />
        <Typography variant="h5" component="h1">
          {pageName} is coming soon
        </Typography>
        <Typography color="text.secondary">This part of {APP_NAME} is being built.</Typography>
        <Button component={RouterLink} to={exit.to} variant="outlined">
          {exit.label}
        </Button>
      </Stack>
    </Paper>
  );
}
