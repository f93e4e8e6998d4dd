import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { Box, Link, Stack, Typography } from '@mui/material';
import type { CallDisclosure } from '@tradecircle/domain';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';

export const DISCLOSURE_TITLE = 'Disclosure';

export interface CallDisclosureBlockProps {
  disclosure: CallDisclosure;
  /** Called when the investor charter link is followed (the dialog closes). */
  onNavigate?: () => void;
}

/**
 * A call's disclosure (issue 16) as the server sends it: the registration or the not-advice line,
 * the poster's position, the standard warnings and the investor charter. Every line is the
 * server's text; nothing is worded here.
 */
export function CallDisclosureBlock({ disclosure, onNavigate }: CallDisclosureBlockProps) {
  const titleId = useId();
  const isRegistered = disclosure.kind === 'registered';
  const Icon = isRegistered ? VerifiedUserOutlinedIcon : InfoOutlinedIcon;
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'action.hover',
        px: { xs: 1.5, sm: 2 },
        py: 1.5,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.75 }}>
        <Icon fontSize="small" color={isRegistered ? 'primary' : 'warning'} aria-hidden />
        <Typography id={titleId} variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          {DISCLOSURE_TITLE}
        </Typography>
      </Stack>
      <Stack spacing={0.5} sx={{ overflowWrap: 'anywhere' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {disclosure.headline}
        </Typography>
        <Typography variant="body2">{disclosure.position}</Typography>
        {disclosure.risk_warnings.map((warning) => (
          <Typography key={warning} variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {warning}
          </Typography>
        ))}
        {disclosure.investor_charter && (
          <Link
            component={RouterLink}
            to={disclosure.investor_charter.path}
            onClick={onNavigate}
            variant="body2"
            underline="hover"
            sx={{ alignSelf: 'flex-start', fontWeight: 600 }}
          >
            {disclosure.investor_charter.label}
          </Link>
        )}
      </Stack>
    </Box>
  );
}
