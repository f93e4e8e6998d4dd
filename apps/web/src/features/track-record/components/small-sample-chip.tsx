import { Chip } from '@mui/material';
import { SMALL_SAMPLE_CALLS } from '@tradecircle/domain';
import { LazyTooltip } from '../../../shared/ui/lazy-tooltip.tsx';

export const SMALL_SAMPLE_HINT = `Fewer than ${SMALL_SAMPLE_CALLS} closed calls: read these figures with care`;

/** The mark of a period with fewer than SMALL_SAMPLE_CALLS closed calls; focusable for its tooltip. */
export function SmallSampleChip() {
  return (
    <LazyTooltip title={SMALL_SAMPLE_HINT} describeChild>
      <Chip label="Small sample" size="small" color="warning" variant="outlined" tabIndex={0} />
    </LazyTooltip>
  );
}
