import { Box, Button, Paper, Typography } from '@mui/material';
import { SECURITY_DESCRIPTION_PREVIEW_CHARS } from '@tradecircle/domain';
import { useState } from 'react';

interface AboutCardProps {
  industry: string | null;
  sector: string | null;
  description: string | null;
}

/** Industry, sector and the description cut at 330 characters with Read more / Read less. */
export function AboutCard({ industry, sector, description }: AboutCardProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const isLong = (description?.length ?? 0) > SECURITY_DESCRIPTION_PREVIEW_CHARS;
  const shown =
    description && isLong && !isExpanded
      ? `${description.slice(0, SECURITY_DESCRIPTION_PREVIEW_CHARS).trimEnd()}…`
      : description;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="about-title"
      sx={{ p: { xs: 2, md: 2.5 } }}
    >
      <Typography id="about-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        About
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5, m: 0 }}
      >
        <Fact label="Industry" value={industry} />
        <Fact label="Sector" value={sector} />
      </Box>
      {shown && (
        <Box sx={{ mt: 2 }}>
          <Typography data-testid="security-description" sx={{ whiteSpace: 'pre-line' }}>
            {shown}
          </Typography>
          {isLong && (
            <Button
              size="small"
              onClick={() => setIsExpanded((value) => !value)}
              aria-expanded={isExpanded}
              sx={{ px: 0, mt: 0.5 }}
            >
              {isExpanded ? 'Read less' : 'Read more'}
            </Button>
          )}
        </Box>
      )}
    </Paper>
  );
}

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value ?? '—'}
      </Typography>
    </Box>
  );
}
