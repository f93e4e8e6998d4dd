import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import {
  formatDate,
  notedCallsFor,
  RISK_CATEGORY_DESCRIPTIONS,
  type RiskCategory,
  TOP_RISK_SCORE,
} from '@tradecircle/domain';
import { Tag } from '../../../shared/ui/tag.tsx';
import { RISK_PROFILE_TEXTS as TEXTS } from '../risk-profile-texts.ts';

/** The stored result: the category and what it means, the score, and which calls carry a note. */
export function RiskResultCard({
  category,
  score,
  updatedAt,
  onRetake,
}: {
  category: RiskCategory;
  score: number;
  updatedAt: string;
  onRetake: () => void;
}) {
  const noted = notedCallsFor(category);
  return (
    <Paper variant="outlined" component="section" aria-label="Your result" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography variant="h5" component="h2">
            {TEXTS.resultHeading(category)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Score {score} of {TOP_RISK_SCORE} · answered {formatDate(updatedAt)}
          </Typography>
        </Stack>
        <Typography>{RISK_CATEGORY_DESCRIPTIONS[category]}</Typography>
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {TEXTS.notedHeading}
          </Typography>
          {noted.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {TEXTS.nothingNoted}
            </Typography>
          ) : (
            <Stack
              component="ul"
              aria-label={TEXTS.notedHeading}
              spacing={1}
              sx={{ m: 0, p: 0, listStyle: 'none' }}
            >
              {noted.map(({ label, level }) => (
                <Stack
                  component="li"
                  key={label}
                  direction="row"
                  spacing={1}
                  sx={{ alignItems: 'center', justifyContent: 'space-between' }}
                >
                  <Typography variant="body2">{label}</Typography>
                  <Tag
                    label={TEXTS.levelName[level]}
                    colour={level === 'unsuitable' ? 'error' : 'warning'}
                    variant="outlined"
                  />
                </Stack>
              ))}
            </Stack>
          )}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1.5 }}>
            Equity delivery calls suit every profile. A call marked for you still opens and copies: you are
            asked first.
          </Typography>
        </Box>
        <Box>
          <Button variant="outlined" onClick={onRetake} sx={{ width: { xs: '100%', sm: 'auto' } }}>
            {TEXTS.retake}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
