import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export function NotFoundPage() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 4, md: 8 } }}>
      <SearchOffOutlined color="primary" sx={{ fontSize: 56 }} />
      <Typography variant="h4" component="h1">
        Page not Found
      </Typography>
      <Typography color="text.secondary">
        The page you are looking for does not exist or has moved.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to home
      </Button>
    </Stack>
  );
}
