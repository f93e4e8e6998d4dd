import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { Button, Container, Stack, Typography } from '@mui/material';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a page throws or its code chunk cannot be loaded (e.g. after a new deployment). */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <ErrorOutline color="error" sx={{ fontSize: 56 }} />
        <Typography variant="h5" component="h1">
          Something went wrong
        </Typography>
        <Typography color="text.secondary">
          {detail ?? 'This page could not be loaded. Check your connection and try again.'}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Stack>
    </Container>
  );
}
