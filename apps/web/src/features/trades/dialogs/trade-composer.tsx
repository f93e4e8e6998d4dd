import type { Trade, TradeFormSecurity } from '@tradecircle/domain';
import { useEffect, useState } from 'react';
import { ReviewTradeDialog } from './review-trade-dialog.tsx';
import type { TradeDraft, TradeFormMode, TradeGroupOption } from './trade-form/form-values.ts';
import { TradeFormDialog } from './trade-form-dialog.tsx';

export interface TradeComposerProps {
  open: boolean;
  onClose: () => void;
  mode: TradeFormMode;
  /** The source trade: required for edit and copy. */
  trade?: Trade;
  /** add: a security to start with. */
  security?: TradeFormSecurity;
  /** add: the group to post to (visibility Group, this group chosen). */
  group?: TradeGroupOption;
  groupsEnabled?: boolean;
  groups?: readonly TradeGroupOption[];
  brokerConnected?: boolean;
  /** Real trades: the broker flow takes over (the composer stays open until the caller closes it). */
  onSubmitReal: (draft: TradeDraft) => void;
  /** A virtual trade was posted from the review; the composer then closes. */
  onPosted?: (trade: Trade) => void;
  /** edit: the trade was updated; the composer then closes. */
  onUpdated?: (trade: Trade) => void;
}

interface ComposerState {
  step: 'form' | 'review';
  draft?: TradeDraft;
  /** Bumped on every return to the form, so the form and the review start from the latest draft. */
  round: number;
}

const START: ComposerState = { step: 'form', round: 0 };

/** The trade form, then for virtual trades the review; the review's Edit returns to the form with the draft. */
export function TradeComposer({
  open,
  onClose,
  mode,
  trade,
  security,
  group,
  groupsEnabled,
  groups,
  brokerConnected,
  onSubmitReal,
  onPosted,
  onUpdated,
}: TradeComposerProps) {
  const [state, setState] = useState<ComposerState>(START);
  const { step, draft, round } = state;

  useEffect(() => {
    if (!open) setState(START);
  }, [open]);

  return (
    <>
      <TradeFormDialog
        key={`form-${round}`}
        mode={mode}
        open={open && step === 'form'}
        onClose={onClose}
        trade={trade}
        draft={draft}
        security={security}
        group={group}
        onReview={(next) => setState({ step: 'review', draft: next, round })}
        onSubmitReal={onSubmitReal}
        onUpdated={(updated) => {
          onUpdated?.(updated);
          onClose();
        }}
        groupsEnabled={groupsEnabled}
        groups={groups}
        brokerConnected={brokerConnected}
      />
      {draft && (
        <ReviewTradeDialog
          key={`review-${round}`}
          open={open && step === 'review'}
          onClose={onClose}
          draft={draft}
          onEdit={(edited) => setState({ step: 'form', draft: edited, round: round + 1 })}
          onPosted={(posted) => {
            onPosted?.(posted);
            onClose();
          }}
          groupsEnabled={groupsEnabled}
          groups={groups}
        />
      )}
    </>
  );
}
