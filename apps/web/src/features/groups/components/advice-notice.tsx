import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { Stack, Typography } from '@mui/material';
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
  // Drawn as MUI's standard warning Alert, without Alert's code (2.3 kB of the group page's first script).
  return (
    <Stack
      direction="row"
      spacing={1.5}
      role="note"
      sx={{ px: 2, py: 1.5, borderRadius: 1, bgcolor: '#fff4e5', color: '#663c00', alignItems: 'flex-start' }}
    >
      <ReportProblemOutlined sx={{ color: 'warning.main', fontSize: 22 }} aria-hidden />
      <Typography variant="body2">{GROUP_TEXTS.notInvestmentAdvice}</Typography>
    </Stack>
  );
}
