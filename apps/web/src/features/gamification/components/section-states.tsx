import { Skeleton, Stack } from '@mui/material';
import { LoadFailed } from '../../../shared/ui/load-failed.tsx';
import { GAMIFICATION_TEXTS } from '../gamification-texts.ts';

/** Rows standing in for a list while it loads. */
export function RowsSkeleton({ rows, label, height = 64 }: { rows: number; label: string; height?: number }) {
  return (
    <Stack spacing={1.5} role="progressbar" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}

/** A section that could not be read, with Retry. */
export function SectionError({
  text = GAMIFICATION_TEXTS.loadFailed,
  onRetry,
}: {
  text?: string;
  onRetry: () => void;
}) {
  return <LoadFailed message={text} onRetry={onRetry} />;
}
