import { Box, Divider, Stack, Typography } from '@mui/material';
import type { LegalBlock, LegalDocument } from './legal-document.ts';

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <Typography sx={{ lineHeight: 1.7 }}>{block}</Typography>;
  return (
    <Box component="ul" sx={{ pl: 3, my: 0, '& li': { mb: 1, lineHeight: 1.7 } }}>
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Box>
  );
}

/** A legal text with its headings; the footer comes from the main layout. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <Box component="article" sx={{ maxWidth: 820, mx: 'auto' }}>
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
        {document.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Last updated: {document.lastUpdated}
      </Typography>
      <Stack spacing={2} sx={{ mt: 3 }}>
        {document.intro.map((paragraph) => (
          <Typography key={paragraph} sx={{ lineHeight: 1.7, fontSize: '1.05rem' }}>
            {paragraph}
          </Typography>
        ))}
      </Stack>
      <Divider sx={{ my: 4 }} />
      <Stack spacing={4}>
        {document.sections.map((section) => (
          <Box component="section" key={section.heading}>
            <Typography variant="h5" component="h2" sx={{ mb: 1.5 }}>
              {section.heading}
            </Typography>
            <Stack spacing={1.5} sx={{ color: 'text.secondary' }}>
              {section.blocks.map((block) => (
                <Block key={typeof block === 'string' ? block : block.list.join()} block={block} />
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
