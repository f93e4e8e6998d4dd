import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { Stack, Typography } from '@mui/material';
import { SecuritySearch } from './security-search.tsx';

export function SecurityNotFound({ query }: { query: string }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 4, md: 8 } }}>
      <SearchOffOutlined color="primary" sx={{ fontSize: 56 }} />
      <Typography variant="h4" component="h1">
        Security not found
      </Typography>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        Nothing is listed as “{query}”. Search by symbol or company name:
      </Typography>
      <SecuritySearch sx={{ width: '100%', maxWidth: 420 }} />
    </Stack>
  );
}
