import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditNoteIcon from '@mui/icons-material/EditNote';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Button, IconButton, Stack } from '@mui/material';
import { canDelete, canEdit, canExit, canUpdateReasoning, type Trade } from '@tradecircle/domain';
import { type MouseEvent, type ReactNode, Suspense, useState } from 'react';
import { LazyTooltip } from '../../../shared/ui/lazy-tooltip.tsx';
import { useTradeActions } from '../../broker/index.ts';
import { useTradePorts } from '../ports.ts';
import { reportHref } from '../report/report-href.ts';
import { SecurityFollowIcon, securityFollowLabel } from './security-follow-icon.tsx';
import {
  isTradeOwner,
  REAL_TRADE_ACTIONS,
  type TradeCardHandlers,
  type TradeHandler,
  type TradeViewer,
} from './trade-card-props.ts';

export interface TradeActionsProps extends TradeCardHandlers {
  trade: Trade;
  viewer: TradeViewer | null;
}

/** The card's buttons by role (trades.md §6): owner, other user or visitor. */
export function TradeActions({ trade, viewer, ...handlers }: TradeActionsProps) {
  const isOwner = isTradeOwner(trade, viewer);
  const primary = isOwner ? ownerActions(trade, viewer, handlers) : followerActions(trade, handlers);
  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        rowGap: 1,
        columnGap: 1,
      }}
    >
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {primary}
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', ml: 'auto' }}>
        {isOwner ? <FeatureToggle trade={trade} onFeature={handlers.onFeature} /> : null}
        {!isOwner && handlers.onBookmark ? <SecurityFollow trade={trade} /> : null}
        {!isOwner ? <BookmarkToggle trade={trade} onBookmark={handlers.onBookmark} /> : null}
        <IconAction label="Share" onClick={handlers.onShare} trade={trade}>
          <ShareOutlinedIcon fontSize="small" />
        </IconAction>
        {handlers.onComment && (
          <Button
            size="small"
            color="inherit"
            startIcon={<ChatBubbleOutlineIcon fontSize="small" />}
            aria-label={`Comment (${trade.comments_count})`}
            onClick={() => handlers.onComment?.(trade)}
            sx={{ minWidth: 0, fontVariantNumeric: 'tabular-nums' }}
          >
            {trade.comments_count}
          </Button>
        )}
        <ReportLink trade={trade} onDownloadReport={handlers.onDownloadReport} />
      </Stack>
    </Stack>
  );
}

/** The owner's buttons, each shown exactly when the shared policy allows it (trades.md §4). */
function ownerActions(trade: Trade, viewer: TradeViewer | null, handlers: TradeCardHandlers): ReactNode[] {
  const actions: ReactNode[] = [];
  if (canEdit(trade, viewer).allowed) {
    actions.push(
      <TextAction
        key="modify"
        label="Modify"
        icon={<EditOutlinedIcon />}
        onClick={handlers.onModify}
        trade={trade}
      />,
    );
  }
  if (canDelete(trade, viewer).allowed) {
    actions.push(
      <TextAction
        key="delete"
        label="Delete"
        color="error"
        icon={<DeleteOutlineIcon />}
        onClick={handlers.onDelete}
        trade={trade}
      />,
    );
  }
  // Apply SL / TG are broker exits of a real trade: offered exactly when Exit is.
  const mayExit = canExit(trade, viewer).allowed;
  if (mayExit) {
    actions.push(
      <TextAction
        key="exit"
        label="Exit"
        color="error"
        icon={<LogoutIcon />}
        onClick={handlers.onExit}
        trade={trade}
      />,
    );
  }
  if (canUpdateReasoning(trade, viewer).allowed) {
    actions.push(
      <TextAction
        key="reasoning"
        label="Update Reasoning"
        icon={<EditNoteIcon />}
        onClick={handlers.onUpdateReasoning}
        trade={trade}
      />,
    );
  }
  if (mayExit && trade.is_real && (handlers.onApplySl || handlers.onApplyTg)) {
    actions.push(<BrokerActions key="broker" trade={trade} handlers={handlers} />);
  }
  return actions;
}

/**
 * Apply SL / Apply TG on the owner's real live trade, when the broker's action list for it has them
 * (they appear once the live price reaches the stop loss or the target; the list is re-read).
 */
function BrokerActions({ trade, handlers }: { trade: Trade; handlers: TradeCardHandlers }) {
  const actions = useTradeActions(trade.id, true).data ?? [];
  return (
    <>
      {actions.includes(REAL_TRADE_ACTIONS.applySl) && (
        <TextAction label="Apply SL" onClick={handlers.onApplySl} trade={trade} />
      )}
      {actions.includes(REAL_TRADE_ACTIONS.applyTg) && (
        <TextAction label="Apply TG" onClick={handlers.onApplyTg} trade={trade} />
      )}
    </>
  );
}

/** A visitor sees Trade too: the page sends them to login (trades.md §5). */
function followerActions(trade: Trade, handlers: TradeCardHandlers): ReactNode[] {
  return [
    <TextAction
      key="copy"
      label="Trade"
      variant="contained"
      icon={<ContentCopyIcon />}
      onClick={handlers.onCopy}
      trade={trade}
    />,
  ];
}

interface TextActionProps {
  label: string;
  trade: Trade;
  onClick: TradeHandler | undefined;
  icon?: ReactNode;
  color?: 'primary' | 'error';
  variant?: 'outlined' | 'contained';
}

function TextAction({
  label,
  trade,
  onClick,
  icon,
  color = 'primary',
  variant = 'outlined',
}: TextActionProps) {
  if (!onClick) return null;
  return (
    <Button size="small" variant={variant} color={color} startIcon={icon} onClick={() => onClick(trade)}>
      {label}
    </Button>
  );
}

function IconAction({
  label,
  trade,
  onClick,
  pressed,
  children,
}: {
  label: string;
  trade: Trade;
  onClick: TradeHandler | undefined;
  pressed?: boolean;
  children: ReactNode;
}) {
  if (!onClick) return null;
  return (
    <LazyTooltip title={label}>
      <IconButton size="small" aria-label={label} aria-pressed={pressed} onClick={() => onClick(trade)}>
        {children}
      </IconButton>
    </LazyTooltip>
  );
}

function FeatureToggle({ trade, onFeature }: { trade: Trade; onFeature: TradeHandler | undefined }) {
  return (
    <IconAction
      label={trade.is_featured ? 'Unfeature' : 'Feature'}
      pressed={trade.is_featured}
      onClick={onFeature}
      trade={trade}
    >
      {trade.is_featured ? (
        <StarIcon fontSize="small" sx={{ color: 'warning.main' }} />
      ) : (
        <StarBorderIcon fontSize="small" />
      )}
    </IconAction>
  );
}

/**
 * The security follow: the trade's stock into one of the user's stock tabs (trades.md §1). A light
 * button until it is first pressed: then the watchlist menu loads and opens in its place, so a page
 * of cards renders no more than an icon each (the menu's loading and re-rendering every card cost a
 * phone's first seconds).
 */
function SecurityFollow({ trade }: { trade: Trade }) {
  // The watchlists' menu (the user's stock tabs, adding to one), lazy: it loads when first pressed.
  const { SecurityFollowMenu } = useTradePorts();
  const [isWanted, setIsWanted] = useState(false);
  const isFollowed = trade.is_follower_security;
  const label = securityFollowLabel(isFollowed, trade.security_symbol);
  const lightButton = (onClick?: () => void) => (
    <IconButton
      size="small"
      aria-label={label}
      aria-pressed={isFollowed}
      aria-haspopup="menu"
      disabled={!onClick}
      onClick={onClick}
    >
      <SecurityFollowIcon isFollowed={isFollowed} />
    </IconButton>
  );
  if (!isWanted) return <LazyTooltip title={label}>{lightButton(() => setIsWanted(true))}</LazyTooltip>;
  return (
    <Suspense fallback={lightButton()}>
      <SecurityFollowMenu
        securityId={trade.security.id}
        isAdded={isFollowed}
        compactFor={trade.security_symbol}
        openOnMount
      />
    </Suspense>
  );
}

function BookmarkToggle({ trade, onBookmark }: { trade: Trade; onBookmark: TradeHandler | undefined }) {
  return (
    <IconAction
      label={trade.is_trade_saved ? 'Saved to watchlist' : 'Add to watchlist'}
      pressed={trade.is_trade_saved}
      onClick={onBookmark}
      trade={trade}
    >
      {trade.is_trade_saved ? (
        <BookmarkIcon fontSize="small" color="primary" />
      ) : (
        <BookmarkBorderIcon fontSize="small" />
      )}
    </IconAction>
  );
}

function ReportLink({
  trade,
  onDownloadReport,
}: {
  trade: Trade;
  onDownloadReport: TradeHandler | undefined;
}) {
  const href = reportHref(trade.report);
  if (!href || !onDownloadReport) return null;
  return (
    <LazyTooltip title="Download report">
      <IconButton
        size="small"
        component="a"
        href={href}
        aria-label="Download report"
        onClick={(event: MouseEvent) => {
          // The page downloads it (with the viewer's token); the address serves a middle click.
          event.preventDefault();
          onDownloadReport(trade);
        }}
      >
        <FileDownloadOutlinedIcon fontSize="small" />
      </IconButton>
    </LazyTooltip>
  );
}
