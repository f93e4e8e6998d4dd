import { copyDrawdown, isCopyStopTripped } from '@tradecircle/domain';
import type { AppDb } from '../../db/client.ts';
import type { EventRecorderOf, EventRecorders } from '../../event-recorders.ts';
import { recordEvents } from '../outbox/index.ts';
import { closedCopiesSince, copyPartiesOf } from '../trades/index.ts';
import { lockGuardrail, markTripped } from './copy-guardrails.repository.ts';

/**
 * A copy closed: when it copied an expert the follower has a guardrail with a copy stop for, the
 * drawdown of the copies closed since the guardrail was set is measured again (domain copyDrawdown);
 * past the stop, the guardrail is marked tripped (copies are refused from now on) and the follower is
 * told (copy_guardrail.tripped -> copy_stopped). Under the guardrail's row lock, in the outbox
 * consumer's transaction; a replay finds it tripped already and does nothing.
 */
async function recheckCopyStop(tx: AppDb, tradeId: number, at: Date): Promise<void> {
  const parties = await copyPartiesOf(tx, tradeId);
  if (!parties) return;
  const guardrail = await lockGuardrail(tx, parties.followerUserId, parties.expertUserId);
  if (!guardrail || guardrail.trippedAt || guardrail.copyStopPercent === null) return;
  const closed = await closedCopiesSince(tx, parties.followerUserId, parties.expertUserId, guardrail.setAt);
  const drawdown = copyDrawdown(closed, guardrail.maxOpenExposure);
  if (!isCopyStopTripped(drawdown, guardrail.copyStopPercent, guardrail.maxOpenExposure)) return;
  await markTripped(tx, guardrail.id, at, drawdown.percent);
  await recordEvents(tx, [
    {
      type: 'copy_guardrail.tripped',
      followerUserId: parties.followerUserId,
      expertUserId: parties.expertUserId,
      drawdownPercent: drawdown.percent,
      drawdownPaise: drawdown.drawdownPaise,
      copyStopPercent: guardrail.copyStopPercent,
    },
  ]);
}

const onClose: EventRecorderOf<'trade.closed' | 'trade.exited'> = (tx, recorded) =>
  recheckCopyStop(tx, recorded.event.tradeId, recorded.createdAt);

/** Closes at a target or stop loss (the engine, a broker's exit) and exits by hand. */
export const copyGuardrailRecorders: EventRecorders = {
  'trade.closed': onClose,
  'trade.exited': onClose,
};
