import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { Button } from '@mui/material';
import type { Group } from '@tradecircle/domain';
import { notify } from '../../../shared/api/app-bridge.ts';
import { GROUP_TEXTS } from '../group-texts.ts';

/** The group's share link (the server's share_link: the caller's utm_source when signed in), copied. */
export function shareGroupUrl(group: Pick<Group, 'share_link'>, origin = window.location.origin): string {
  return new URL(group.share_link, origin).toString();
}

export function ShareGroupButton({ group }: { group: Pick<Group, 'share_link' | 'name'> }) {
  const share = async () => {
    const url = shareGroupUrl(group);
    try {
      await navigator.clipboard.writeText(url);
      notify(GROUP_TEXTS.linkCopied, 'success');
    } catch {
      notify(url, 'info');
    }
  };
  return (
    <Button startIcon={<ShareOutlined />} onClick={() => void share()} aria-label={`Share ${group.name}`}>
      Share
    </Button>
  );
}
