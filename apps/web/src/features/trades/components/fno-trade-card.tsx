import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import {
  formatRupees,
  formatTradeTime,
  TRADE_REASONING_PREVIEW_CHARS,
  type Trade,
} from '@tradecircle/domain';
import { memo } from 'react';
import { LazyTooltip } from '../../../shared/ui/lazy-tooltip.tsx';
import { ReadMore } from '../../../shared/ui/read-more.tsx';
import { Rule } from '../../../shared/ui/rule.tsx';
import { SuitabilityNote } from '../../risk-profile/index.ts';
import {
  isTradeOwner,
  type ReasoningPreview,
  type TradeCardHandlers,
  type TradeViewer,
} from './trade-card-props.ts';
import { EntryPriceFact, TradeFact, TradeFacts } from './trade-fact.tsx';
import { PosterName } from './trade-poster.tsx';
import { TradeSecurityHeading } from './trade-security-heading.tsx';
import { TradeStatusChip } from './trade-status-chip.tsx';
import { TradeTypeChip } from './trade-type-chip.tsx';

export const FNO_TRAILING_TOOLTIP =
  'As intermediate targets are hit, the previous target acts as the stop loss.';

export interface FnoTradeCardProps
  extends Pick<TradeCardHandlers, 'onFeature' | 'onDelete' | 'onShare' | 'onComment' | 'onOpenDetail'> {
  trade: Trade;
  viewer: TradeViewer | null;
  /** The reasoning's cut and labels; TRADE_REASONING_PREVIEW_CHARS with See more by default. */
  reasoningPreview?: ReasoningPreview;
}

/** A futures-and-options trade (trades.md §2): the order's terms, reasoning, group and poster. */
export const FnoTradeCard = memo(function FnoTradeCard({
  trade,
  viewer,
  onFeature,
  onDelete,
  onShare,
  onComment,
  onOpenDetail,
  reasoningPreview,
}: FnoTradeCardProps) {
  const isOwner = isTradeOwner(trade, viewer);
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={`${trade.trade_type} ${trade.security_symbol} F&O trade`}
      sx={{ p: { xs: 1.5, sm: 2 }, width: '100%' }}
    >
      <Stack spacing={2}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <TradeSecurityHeading trade={trade} onOpenDetail={onOpenDetail} />
          <TradeStatusChip status={trade.status} />
        </Stack>
        <TradeFacts columns={3}>
          <TradeFact label="Trade Type">
            <TradeTypeChip tradeType={trade.trade_type} />
          </TradeFact>
          <EntryPriceFact trade={trade} label="Entry" />
          <TradeFact label="Lots">{trade.lots}</TradeFact>
          <TradeFact label="Product">{trade.product ?? '—'}</TradeFact>
          <TradeFact label="Target">{formatRupees(trade.target_price)}</TradeFact>
          <TradeFact
            label={
              <>
                Stoploss
                <LazyTooltip title={FNO_TRAILING_TOOLTIP}>
                  <Box
                    component="span"
                    role="img"
                    tabIndex={0}
                    sx={{ display: 'inline-flex', lineHeight: 0 }}
                  >
                    <InfoOutlinedIcon aria-hidden sx={{ fontSize: 14 }} />
                  </Box>
                </LazyTooltip>
              </>
            }
          >
            {formatRupees(trade.stop_loss)}
          </TradeFact>
        </TradeFacts>
        {viewer && !isOwner && <SuitabilityNote trade={trade} />}
        {trade.reasoning.content && (
          <ReadMore
            text={trade.reasoning.content}
            limit={reasoningPreview?.limit ?? TRADE_REASONING_PREVIEW_CHARS}
            moreLabel={reasoningPreview?.moreLabel ?? 'See more'}
            lessLabel={reasoningPreview?.lessLabel ?? 'See less'}
          />
        )}
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
        >
          <Stack sx={{ minWidth: 0 }}>
            <PosterName name={trade.posted_by_name} />
            {trade.posted_by_group && (
              <Typography variant="caption" color="text.secondary" noWrap>
                {trade.posted_by_group.name}
              </Typography>
            )}
          </Stack>
          <Typography variant="caption" color="text.secondary" component="time" dateTime={trade.created}>
            {formatTradeTime(trade.created)}
          </Typography>
        </Stack>
        <Rule />
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 0.5 }}
        >
          {isOwner && onFeature && (
            <LazyTooltip title={trade.is_featured ? 'Unfeature' : 'Feature'}>
              <IconButton
                size="small"
                aria-label={trade.is_featured ? 'Unfeature' : 'Feature'}
                aria-pressed={trade.is_featured}
                onClick={() => onFeature(trade)}
              >
                {trade.is_featured ? (
                  <StarIcon fontSize="small" sx={{ color: 'warning.main' }} />
                ) : (
                  <StarBorderIcon fontSize="small" />
                )}
              </IconButton>
            </LazyTooltip>
          )}
          {isOwner && trade.status === 'Inactive' && onDelete && (
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => onDelete(trade)}
            >
              Delete
            </Button>
          )}
          {onShare && (
            <LazyTooltip title="Share">
              <IconButton size="small" aria-label="Share" onClick={() => onShare(trade)}>
                <ShareOutlinedIcon fontSize="small" />
              </IconButton>
            </LazyTooltip>
          )}
          {onComment && (
            <Button
              size="small"
              color="inherit"
              startIcon={<ChatBubbleOutlineIcon fontSize="small" />}
              aria-label={`Comment (${trade.comments_count})`}
              onClick={() => onComment(trade)}
              sx={{ minWidth: 0 }}
            >
              {trade.comments_count}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
});
