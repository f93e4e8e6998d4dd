import { Box, Stack, type SxProps, type Theme, Typography } from '@mui/material';
import { formatRupees, type LadderStep, type PriceLadder } from '@tradecircle/domain';
import { memo } from 'react';

const HEIGHT = 92;
const TRACK_Y = 46;
const DOT = 12;

const visuallyHidden: SxProps<Theme> = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/**
 * The price ladder of trades.md §4 as priceLadder() computes it: stop loss, entry and targets as dots
 * along a track, labels alternating above and below so close prices stay readable on phones.
 */
export function PriceLadderView({ ladder }: { ladder: PriceLadder }) {
  const { steps } = ladder;
  const first = steps[0]?.price ?? 0;
  const span = (steps.at(-1)?.price ?? first) - first;
  // The domain places steps and the live price; the current SL is placed the same way.
  const positionOf = (price: number) => (span === 0 ? 0 : Math.min(1, Math.max(0, (price - first) / span)));
  const entryPosition = steps.find((step) => step.kind === 'entry')?.position ?? 0;
  const reachedPosition = steps.findLast((step) => step.kind === 'target' && step.isReached)?.position;

  return (
    <Box>
      <Box data-testid="price-ladder" sx={{ position: 'relative', height: HEIGHT, mx: 0.75 }}>
        <Segment from={0} to={1} color="grey.300" />
        <Segment
          testId="ladder-stop-loss-segment"
          from={0}
          to={entryPosition}
          color={ladder.isStopLossBreached ? 'error.main' : 'grey.400'}
          data={{ 'data-breached': String(ladder.isStopLossBreached) }}
        />
        {reachedPosition !== undefined && (
          <Segment
            testId="ladder-reached-segment"
            from={entryPosition}
            to={reachedPosition}
            color="success.main"
          />
        )}
        <Box
          component="ol"
          aria-label="Price ladder"
          sx={{ position: 'absolute', inset: 0, m: 0, p: 0, listStyle: 'none' }}
        >
          {steps.map((step, index) => (
            <StepItem
              key={`${step.kind}-${step.label}`}
              step={step}
              isAbove={index % 2 === 1}
              isCurrentTarget={
                ladder.currentTarget !== null && step.kind === 'target' && step.price === ladder.currentTarget
              }
              isBreached={step.kind === 'stop_loss' && ladder.isStopLossBreached}
            />
          ))}
        </Box>
        {ladder.currentStopLoss !== null && (
          <Box
            data-testid="ladder-current-sl"
            aria-hidden
            style={{ left: `${positionOf(ladder.currentStopLoss) * 100}%` }}
            sx={{
              position: 'absolute',
              top: TRACK_Y - 9,
              width: 3,
              height: 18,
              ml: '-1.5px',
              borderRadius: 1,
              bgcolor: 'error.main',
            }}
          />
        )}
        {ladder.liveMarker && (
          <Box
            data-testid="ladder-live-marker"
            role="img"
            aria-label={`Live price ${formatRupees(ladder.liveMarker.price)}`}
            style={{ left: `${ladder.liveMarker.position * 100}%` }}
            sx={{
              position: 'absolute',
              top: TRACK_Y - 7,
              width: 14,
              height: 14,
              ml: '-7px',
              transform: 'rotate(45deg)',
              bgcolor: 'text.primary',
              border: 2,
              borderColor: 'background.paper',
              transition: 'left 200ms ease-out',
              zIndex: 2,
            }}
          />
        )}
      </Box>
      {ladder.currentStopLoss !== null && ladder.currentTarget !== null && (
        <Stack
          direction="row"
          spacing={2}
          sx={{ justifyContent: 'center', fontVariantNumeric: 'tabular-nums' }}
          data-testid="ladder-current"
        >
          <Typography variant="caption" sx={{ color: 'error.main', fontWeight: 600 }}>
            Current SL {formatRupees(ladder.currentStopLoss)}
          </Typography>
          <Typography variant="caption" sx={{ color: 'success.main', fontWeight: 600 }}>
            Current TP {formatRupees(ladder.currentTarget)}
          </Typography>
        </Stack>
      )}
    </Box>
  );
}

function Segment({
  from,
  to,
  color,
  testId,
  data,
}: {
  from: number;
  to: number;
  color: string;
  testId?: string;
  data?: Record<`data-${string}`, string>;
}) {
  return (
    <Box
      aria-hidden
      data-testid={testId}
      {...data}
      style={{ left: `${Math.min(from, to) * 100}%`, width: `${Math.abs(to - from) * 100}%` }}
      sx={{ position: 'absolute', top: TRACK_Y - 2, height: 4, borderRadius: 2, bgcolor: color }}
    />
  );
}

interface StepItemProps {
  step: LadderStep;
  isAbove: boolean;
  isCurrentTarget: boolean;
  isBreached: boolean;
}

/** A tick rebuilds the ladder's step objects; a step re-renders only when what it shows changed. */
function isSameStep(before: StepItemProps, after: StepItemProps): boolean {
  const [a, b] = [before.step, after.step];
  return (
    a.kind === b.kind &&
    a.label === b.label &&
    a.price === b.price &&
    a.position === b.position &&
    a.isReached === b.isReached &&
    before.isAbove === after.isAbove &&
    before.isCurrentTarget === after.isCurrentTarget &&
    before.isBreached === after.isBreached
  );
}

const StepItem = memo(function StepItem({ step, isAbove, isCurrentTarget, isBreached }: StepItemProps) {
  // Labels near the ends align to their dot's edge so they never leave the card.
  const shift =
    step.position <= 0.12 ? `-${DOT / 2}px` : step.position >= 0.88 ? `calc(-100% + ${DOT / 2}px)` : '-50%';
  const state = step.isReached ? ' (reached)' : isCurrentTarget ? ' (current target)' : '';
  return (
    <Box
      component="li"
      data-testid="ladder-step"
      data-kind={step.kind}
      data-reached={String(step.isReached)}
      data-current={isCurrentTarget ? 'target' : undefined}
      sx={{ position: 'absolute', left: `${step.position * 100}%`, top: 0, bottom: 0, width: 0 }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          top: TRACK_Y - DOT / 2,
          left: -DOT / 2,
          width: DOT,
          height: DOT,
          borderRadius: '50%',
          border: 2,
          zIndex: 1,
          ...dotColours(step, isBreached),
          boxShadow: isCurrentTarget ? (theme) => `0 0 0 3px ${theme.palette.success.light}` : undefined,
        }}
      />
      <Box
        sx={{
          position: 'absolute',
          top: isAbove ? 0 : TRACK_Y + DOT,
          left: 0,
          transform: `translateX(${shift})`,
          whiteSpace: 'nowrap',
          lineHeight: 1.2,
          textAlign: step.position >= 0.88 ? 'right' : step.position <= 0.12 ? 'left' : 'center',
        }}
      >
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', lineHeight: 1.3 }}
        >
          {step.label}
          <Box component="span" sx={visuallyHidden}>
            {' '}
          </Box>
        </Typography>
        <Typography
          component="span"
          variant="caption"
          sx={{ display: 'block', fontWeight: 700, fontVariantNumeric: 'tabular-nums', lineHeight: 1.3 }}
        >
          {formatRupees(step.price)}
          <Box component="span" sx={visuallyHidden}>
            {state}
          </Box>
        </Typography>
      </Box>
    </Box>
  );
}, isSameStep);

function dotColours(step: LadderStep, isBreached: boolean) {
  if (step.kind === 'stop_loss') {
    return { borderColor: 'error.main', bgcolor: isBreached ? 'error.main' : 'background.paper' };
  }
  if (step.kind === 'entry') return { borderColor: 'primary.main', bgcolor: 'primary.main' };
  return step.isReached
    ? { borderColor: 'success.main', bgcolor: 'success.main' }
    : { borderColor: 'success.main', bgcolor: 'background.paper' };
}
