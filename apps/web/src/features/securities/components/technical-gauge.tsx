import { Box, Typography, useTheme } from '@mui/material';
import { TECHNICAL_RATINGS, type TechnicalRating } from '@tradecircle/domain';

const RADIUS = 80;
const CENTER_X = 100;
const CENTER_Y = 95;
const GAP_DEGREES = 2;

function point(angleDegrees: number, radius = RADIUS) {
  const angle = (Math.PI * angleDegrees) / 180;
  return { x: CENTER_X - radius * Math.cos(angle), y: CENTER_Y - radius * Math.sin(angle) };
}

function arc(fromDegrees: number, toDegrees: number): string {
  const start = point(fromDegrees);
  const end = point(toDegrees);
  return `M ${start.x} ${start.y} A ${RADIUS} ${RADIUS} 0 0 1 ${end.x} ${end.y}`;
}

/**
 * A semicircle of five segments (Strong Sell on the left to Strong Buy on the right) with a
 * needle at `score` (-1..1). Plain SVG; the rating is also written out for screen readers.
 */
export function TechnicalGauge({ score, rating }: { score: number; rating: TechnicalRating }) {
  const theme = useTheme();
  const colours: Record<TechnicalRating, string> = {
    'Strong Sell': theme.palette.error.dark,
    Sell: theme.palette.error.light,
    Neutral: theme.palette.grey[400],
    Buy: theme.palette.success.light,
    'Strong Buy': theme.palette.success.dark,
  };
  // Readable on white: the light segment colours are too pale for text.
  const textColours: Record<TechnicalRating, string> = {
    'Strong Sell': theme.palette.error.dark,
    Sell: theme.palette.error.main,
    Neutral: theme.palette.text.secondary,
    Buy: theme.palette.success.main,
    'Strong Buy': theme.palette.success.dark,
  };
  const segment = 180 / TECHNICAL_RATINGS.length;
  const needleAngle = ((Math.max(-1, Math.min(1, score)) + 1) / 2) * 180;
  const tip = point(needleAngle, RADIUS - 18);

  return (
    <Box sx={{ textAlign: 'center' }}>
      <Box
        component="svg"
        viewBox="0 0 200 110"
        role="img"
        aria-label={`Technical rating: ${rating}`}
        sx={{ width: '100%', maxWidth: 260, display: 'block', mx: 'auto' }}
      >
        {TECHNICAL_RATINGS.map((name, index) => (
          <path
            key={name}
            d={arc(index * segment + GAP_DEGREES / 2, (index + 1) * segment - GAP_DEGREES / 2)}
            stroke={colours[name]}
            strokeWidth={16}
            fill="none"
            opacity={name === rating ? 1 : 0.45}
          />
        ))}
        <line
          x1={CENTER_X}
          y1={CENTER_Y}
          x2={tip.x}
          y2={tip.y}
          stroke={theme.palette.text.primary}
          strokeWidth={3}
          strokeLinecap="round"
        />
        <circle cx={CENTER_X} cy={CENTER_Y} r={6} fill={theme.palette.text.primary} />
      </Box>
      <Typography variant="h6" component="p" sx={{ color: textColours[rating], fontWeight: 700 }}>
        {rating}
      </Typography>
    </Box>
  );
}
