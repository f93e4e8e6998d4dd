import { Alert, Button } from '@mui/material';
import { VIDEO_TEXTS } from '../video-texts.ts';

/** A list or page that could not be read, with Retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {VIDEO_TEXTS.retry}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
