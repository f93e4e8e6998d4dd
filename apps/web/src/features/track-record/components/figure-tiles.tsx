import { Box, Skeleton, Typography } from '@mui/material';
import type { TrackRecordFiguresResponse } from '@tradecircle/domain';
import { windowLabel } from '../figure-window.ts';
import { FIGURE_SPECS, figureDetail } from '../format.ts';

export const TILE_HEIGHT_PX = 88;
export const TILE_GAP_PX = 8;

type Figures = TrackRecordFiguresResponse['figures'];

function Tile({
  label,
  value,
  detail,
  tone,
  isWide = false,
}: {
  label: string;
  value: string | null;
  detail: string | null;
  tone?: 'success.main' | 'error.main';
  /** Across both columns on a phone: the count above the eight figures, which then pair up. */
  isWide?: boolean;
}) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        height: TILE_HEIGHT_PX,
        px: 1.5,
        py: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        minWidth: 0,
        gridColumn: isWide ? { xs: 'span 2', sm: 'auto' } : undefined,
      }}
    >
      <Typography variant="caption" color="text.secondary" noWrap component="p">
        {label}
      </Typography>
      {value === null ? (
        <Skeleton width="60%" height={28} aria-hidden />
      ) : (
        <Typography
          variant="h6"
          component="p"
          noWrap
          sx={{ lineHeight: 1.3, fontVariantNumeric: 'tabular-nums', color: tone ?? 'text.primary' }}
        >
          {value}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" noWrap component="p">
        {detail ?? <Skeleton width="40%" aria-hidden />}
      </Typography>
    </Box>
  );
}

function toneOf(value: number | null, isSigned: boolean): 'success.main' | 'error.main' | undefined {
  if (!isSigned || value === null || value === 0) return undefined;
  return value > 0 ? 'success.main' : 'error.main';
}

/**
 * The period's figures as tiles (2 a row on a phone under the count, 3 from 480 px): value with its unit, and the
 * number of calls behind it with the window; '-' for a figure no call supports. Without figures yet, the same tiles
 * hold skeletons, so nothing moves when they arrive.
 */
export function FigureTiles({ figures }: { figures: Figures | undefined }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
        gap: `${TILE_GAP_PX}px`,
        alignContent: 'start',
      }}
    >
      <Tile
        label="Closed calls"
        isWide
        value={figures ? String(figures.closed_trades) : null}
        detail={figures ? `${figures.trade_wins} won · ${windowLabel(figures.period)}` : null}
      />
      {FIGURE_SPECS.map((spec) => {
        const figure = figures?.[spec.key];
        return (
          <Tile
            key={spec.key}
            label={spec.label}
            value={figure ? (figure.value === null ? '-' : spec.format(figure.value)) : null}
            detail={figure && figures ? figureDetail(spec, figure, figures.period) : null}
            tone={toneOf(figure?.value ?? null, spec.isSigned)}
          />
        );
      })}
    </Box>
  );
}
