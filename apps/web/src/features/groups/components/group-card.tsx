import { Box, Button, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { Group } from '@tradecircle/domain';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useIsLoggedIn } from '../../../shared/api/use-session.ts';
import { UserAvatar } from '../../../shared/ui/user-avatar.tsx';
import { LazyPaymentDialog } from '../../payments/index.ts';
import { figureBasis, SmallSampleChip, WINDOW_TEXT } from '../../track-record/index.ts';
import {
  GROUP_CARD_ACTION_LABELS,
  GROUP_TEXTS,
  type GroupCardAction,
  type GroupCardContext,
  groupCardAction,
  groupPath,
  isGroupCardClickable,
  metricText,
  sebiBadgeLabel,
} from '../group-texts.ts';
import { canSubscribe } from '../use-membership-actions.ts';
import { AdviceNotice } from './advice-notice.tsx';
import { GroupTypeIcon } from './group-type-icon.tsx';

/** Instrument chips cycle through three colours (§2). */
const CHIP_COLOURS = ['primary', 'secondary', 'warning'] as const;

export interface GroupCardProps {
  group: Group;
  context: GroupCardContext;
  onAction: (action: GroupCardAction, group: Group) => void;
  isBusy?: boolean;
}

/**
 * A group's card (groups-and-payments.md §2 "Group cards"); a premium group whose admin is not
 * SEBI-registered carries the short not-investment-advice line.
 */
export function GroupCard({ group, context, onAction, isBusy = false }: GroupCardProps) {
  const navigate = useNavigate();
  const isLoggedIn = useIsLoggedIn();
  const [isPaying, setIsPaying] = useState(false);
  const action = groupCardAction(group, context);
  const isPremium = group.group_type === 'Premium';
  // A signed-in user joins a premium group in the payment dialog, opened from the card itself.
  const opensPayment =
    isPremium && isLoggedIn && (action === 'join' || action === 'subscribe') && canSubscribe(group);
  const sebi = isPremium ? sebiBadgeLabel(group.admin) : null;
  const head = (
    <>
      <Box
        sx={{
          height: 84,
          bgcolor: 'primary.light',
          backgroundImage: group.cover_image
            ? `url("${group.cover_image}")`
            : 'linear-gradient(135deg, #0b3d91 0%, #00796b 100%)',
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      />
      <CardContent sx={{ pt: 0, pb: 1 }}>
        <Box sx={{ mt: -3, mb: 1, display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between' }}>
          <Box sx={{ border: 3, borderColor: 'background.paper', borderRadius: '50%', lineHeight: 0 }}>
            <UserAvatar name={group.name} image={group.picture} size={48} />
          </Box>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            {sebi && <Chip label={sebi} size="small" color="primary" />}
            {group.is_request && (
              <Chip label={GROUP_TEXTS.pending} size="small" color="warning" variant="outlined" />
            )}
          </Stack>
        </Box>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
          <GroupTypeIcon type={group.group_type} />
          <Typography variant="subtitle1" component="h3" noWrap sx={{ fontWeight: 700, minWidth: 0 }}>
            {group.name}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" noWrap>
          {GROUP_TEXTS.by(group.admin.profile.name)}
        </Typography>
      </CardContent>
    </>
  );

  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {isGroupCardClickable(group, context) ? (
        <CardActionArea onClick={() => navigate(groupPath(group))} aria-label={`Open ${group.name}`}>
          {head}
        </CardActionArea>
      ) : (
        head
      )}
      <CardContent sx={{ pt: 0, flexGrow: 1 }}>
        {isPremium ? (
          <Stack spacing={1}>
            {group.types_of_instrument.length > 0 && (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                {group.types_of_instrument.map((type, index) => (
                  <Chip
                    key={type}
                    label={type}
                    size="small"
                    variant="outlined"
                    color={CHIP_COLOURS[index % CHIP_COLOURS.length]}
                  />
                ))}
              </Stack>
            )}
            <Metrics
              items={[
                ['Accuracy', metricText(group.metrics.accuracy, '%')],
                ['Avg. Returns', metricText(group.metrics.avg_trade_return, '%')],
              ]}
            />
            {/* What the figures rest on: the closed calls and their window (issue 27). */}
            <Typography
              variant="caption"
              color="text.secondary"
              title={WINDOW_TEXT[group.metrics.window]}
              sx={{ mt: -0.5 }}
            >
              {figureBasis(group.metrics.closed_trades, group.metrics.window)}
            </Typography>
            {group.small_sample && group.metrics.closed_trades > 0 && (
              <Box>
                <SmallSampleChip />
              </Box>
            )}
            <AdviceNotice group={group} variant="short" />
            {context === 'premium-list' && group.price.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {group.free_trail ? 'Free trial available · ' : ''}
                {GROUP_TEXTS.plansComingSoon}
              </Typography>
            )}
          </Stack>
        ) : (
          <Metrics
            items={[
              ['Members', String(group.participants_count)],
              ['Posted Trades', String(group.trades_count)],
            ]}
          />
        )}
      </CardContent>
      <Box sx={{ px: 2, pb: 2 }}>
        <Button
          fullWidth
          variant={action === 'view' || action === 'cancel_request' ? 'outlined' : 'contained'}
          onClick={() => (opensPayment ? setIsPaying(true) : onAction(action, group))}
          loading={isBusy}
          aria-label={`${GROUP_CARD_ACTION_LABELS[action]}: ${group.name}`}
        >
          {GROUP_CARD_ACTION_LABELS[action]}
        </Button>
      </Box>
      {isPremium && (
        <LazyPaymentDialog
          group={group}
          open={isPaying}
          onClose={() => setIsPaying(false)}
          notice={<AdviceNotice group={group} />}
        />
      )}
    </Card>
  );
}

function Metrics({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: `repeat(${items.length}, 1fr)`, gap: 1 }}
    >
      {items.map(([label, value]) => (
        // A label may wrap on a narrow card; the values stay on one line at the bottom.
        <Box
          key={label}
          sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }}
        >
          <Typography component="dt" variant="caption" color="text.secondary" sx={{ lineHeight: 1.25 }}>
            {label}
          </Typography>
          <Typography component="dd" variant="subtitle2" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
