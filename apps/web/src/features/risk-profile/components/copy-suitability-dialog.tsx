import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
} from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { CopyCheck } from '../copy-check.ts';
import { RISK_PROFILE_PATH } from '../paths.ts';
import { RISK_PROFILE_TEXTS as TEXTS } from '../risk-profile-texts.ts';

/**
 * The question before copying a call that exceeds the viewer's risk profile (its reasons named), or
 * an F&O call when the viewer has no profile (the questionnaire offered). Cancel copies nothing;
 * Copy anyway goes on to the copy form.
 */
export function CopySuitabilityDialog({
  check,
  onCopy,
  onCancel,
}: {
  /** What to ask; null: closed. */
  check: CopyCheck | null;
  onCopy: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  // The last question stays on screen while the dialog fades out after an answer.
  const [shown, setShown] = useState(check);
  if (check !== null && check !== shown) setShown(check);
  const title = shown?.kind === 'exceeds' ? TEXTS.copyTitle(shown.suitability.level) : TEXTS.inviteTitle;
  return (
    <Dialog open={check !== null} onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {shown?.kind === 'exceeds' ? (
          <>
            <DialogContentText>{TEXTS.copyIntro(shown.suitability.level, shown.category)}</DialogContentText>
            <ul aria-label="Reasons">
              {shown.suitability.reasons.map((reason) => (
                <li key={reason}>
                  <DialogContentText component="span">{reason}</DialogContentText>
                </li>
              ))}
            </ul>
            <Link component={RouterLink} to={RISK_PROFILE_PATH} variant="body2">
              {TEXTS.retake}
            </Link>
          </>
        ) : (
          <>
            <DialogContentText sx={{ mb: 1.5 }}>{TEXTS.inviteText}</DialogContentText>
            <Link component={RouterLink} to={RISK_PROFILE_PATH} variant="body2">
              {TEXTS.inviteLink}
            </Link>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{TEXTS.cancel}</Button>
        <Button
          variant="contained"
          color={shown?.kind === 'exceeds' && shown.suitability.level === 'unsuitable' ? 'error' : 'primary'}
          onClick={onCopy}
        >
          {TEXTS.copyAnyway}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
