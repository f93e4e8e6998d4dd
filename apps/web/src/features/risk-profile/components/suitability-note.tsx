import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { invitesRiskProfile, type SuitabilityTrade, suitabilityOf } from '@tradecircle/domain';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useViewerRiskCategory } from '../hooks.ts';
import { RISK_PROFILE_PATH } from '../paths.ts';
import { RISK_PROFILE_TEXTS as TEXTS } from '../risk-profile-texts.ts';

/**
 * The line a trade card shows when the call exceeds the viewer's risk profile (domain
 * suitabilityOf), with its reasons beneath on demand; for a signed-in viewer without a profile, an
 * invitation to the questionnaire on F&O calls. Nothing for visitors, nor until the profile is read.
 */
export function SuitabilityNote({ trade }: { trade: SuitabilityTrade }) {
  const viewer = useViewerRiskCategory();
  if (!viewer.known) return null;
  if (viewer.category === null) return invitesRiskProfile(trade) ? <QuestionnaireInvite /> : null;
  const suitability = suitabilityOf(viewer.category, trade);
  if (!suitability) return null;
  return (
    <ExceedsNote
      text={TEXTS.note(suitability.level, viewer.category)}
      reasons={suitability.reasons}
      colour={suitability.level === 'unsuitable' ? 'error' : 'warning'}
    />
  );
}

function ExceedsNote({
  text,
  reasons,
  colour,
}: {
  text: string;
  reasons: string[];
  colour: 'error' | 'warning';
}) {
  const [isOpen, setIsOpen] = useState(false);
  const reasonsId = useId();
  return (
    <Box role="note" aria-label={text} sx={{ color: `${colour}.dark` }}>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <WarningAmberIcon aria-hidden sx={{ fontSize: 18 }} />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {text}
        </Typography>
        <Button
          size="small"
          color="inherit"
          aria-expanded={isOpen}
          aria-controls={reasonsId}
          onClick={() => setIsOpen((open) => !open)}
          sx={{ minWidth: 0, px: 0.5, py: 0, textDecoration: 'underline' }}
        >
          {isOpen ? TEXTS.whyHide : TEXTS.whyShow}
        </Button>
      </Stack>
      {isOpen && (
        <Box
          component="ul"
          id={reasonsId}
          aria-label="Why"
          sx={{ m: 0, mt: 0.5, pl: 3.5, color: 'text.secondary', typography: 'caption' }}
        >
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </Box>
      )}
    </Box>
  );
}

function QuestionnaireInvite() {
  return (
    <Typography role="note" aria-label={TEXTS.invite} variant="body2" color="text.secondary">
      {TEXTS.invite}{' '}
      <Link component={RouterLink} to={RISK_PROFILE_PATH}>
        {TEXTS.inviteLink}
      </Link>
    </Typography>
  );
}
