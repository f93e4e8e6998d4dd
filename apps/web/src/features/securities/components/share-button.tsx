import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { Button } from '@mui/material';
import { notify } from '../../../shared/api/app-bridge.ts';
import { isAbortError } from '../../../shared/api/request.ts';

/** The system share sheet where there is one (phones); otherwise the page URL goes to the clipboard. */
export function ShareButton({ title }: { title: string }) {
  const handleShare = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        // Closing the share sheet rejects with AbortError; that is not a failure.
        if (!isAbortError(error)) notify('Could not share this page', 'error');
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      notify('Link copied', 'success');
    } catch {
      notify('Could not copy the link', 'error');
    }
  };
  return (
    <Button variant="outlined" startIcon={<ShareOutlined />} onClick={handleShare}>
      Share
    </Button>
  );
}
