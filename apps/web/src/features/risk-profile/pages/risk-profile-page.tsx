import { Container, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { HttpError, serverMessage } from '../../../shared/api/http-errors.ts';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { Questionnaire } from '../components/questionnaire.tsx';
import { RiskResultCard } from '../components/risk-result-card.tsx';
import { useRiskProfile, useSaveRiskProfile } from '../hooks.ts';
import { RISK_PROFILE_TEXTS as TEXTS } from '../risk-profile-texts.ts';

/**
 * /questions (issue 33): the risk questionnaire, or the stored result with Retake. The questions
 * are the domain's RISK_QUESTIONS (the server scores the same list); the answer is the new profile,
 * which the trade cards' notes read from the same cache.
 */
export function RiskProfilePage() {
  const profile = useRiskProfile();
  const save = useSaveRiskProfile();
  const [isRetaking, setIsRetaking] = useState(false);

  const saveError = save.isError
    ? (save.error instanceof HttpError && serverMessage(save.error.body)) || TEXTS.saveFailed
    : null;

  let body: ReactNode;
  if (profile.isPending) {
    body = (
      <Stack spacing={2} role="progressbar" aria-label="Loading your risk profile">
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  } else if (profile.isError) {
    body = <LoadFailed message={TEXTS.loadFailed} onRetry={() => void profile.refetch()} />;
  } else if (profile.data.category !== null && !isRetaking) {
    body = (
      <RiskResultCard
        category={profile.data.category}
        score={profile.data.score ?? 0}
        updatedAt={profile.data.updated_at ?? ''}
        onRetake={() => {
          save.reset();
          setIsRetaking(true);
        }}
      />
    );
  } else {
    const hasResult = profile.data.category !== null;
    body = (
      <Questionnaire
        initialAnswers={profile.data.answers ?? {}}
        isSaving={save.isPending}
        error={saveError}
        onSubmit={(answers) => save.mutate({ answers }, { onSuccess: () => setIsRetaking(false) })}
        {...(hasResult ? { onCancel: () => setIsRetaking(false) } : {})}
      />
    );
  }

  return (
    <Container maxWidth="md" disableGutters>
      <Stack spacing={2}>
        <Paper variant="outlined" component="header" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
            {TEXTS.pageTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {TEXTS.intro}
          </Typography>
        </Paper>
        {body}
      </Stack>
    </Container>
  );
}
