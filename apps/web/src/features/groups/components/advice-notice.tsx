import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { Alert, Stack, Typography } from '@mui/material';
import type { Group } from '@tradecircle/domain';
import { GROUP_TEXTS, needsAdviceNotice } from '../group-texts.ts';

/**
 * The mandatory notice of a premium group whose admin is not SEBI-registered (groups-and-payments.md
 * §2): its content is not investment advice. In full on the group's pages and the checkout; a short
 * line on a 230 px card. Nothing for other groups.
 */
export function AdviceNotice({
  group,
  variant = 'full',
}: {
  group: Pick<Group, 'group_type' | 'admin'>;
  variant?: 'full' | 'short';
}) {
  if (!needsAdviceNotice(group)) return null;
  if (variant === 'short') {
    return (
      <Stack
        direction="row"
        spacing={0.5}
        role="note"
        sx={{ alignItems: 'flex-start', color: 'warning.dark' }}
      >
        <ReportProblemOutlined sx={{ fontSize: 16, mt: '2px' }} aria-hidden />
        <Typography variant="caption" sx={{ lineHeight: 1.4 }}>
          {GROUP_TEXTS.notInvestmentAdviceShort}
        </Typography>
      </Stack>
    );
  }
  return (
    <Alert severity="warning" role="note">
      {GROUP_TEXTS.notInvestmentAdvice}
    </Alert>
  );
}
