import type { ExposurePosition } from '@tradecircle/domain';
import { checkCopyExposure, copyLots, copyStoppedMessage, openExposurePaise } from '@tradecircle/domain';
import type { AppDb } from '../../db/client.ts';
import { badRequest } from '../../http/app-error.ts';
import { type CopyGuards, copyPartiesOf, openCopiesOf } from '../trades/index.ts';
import { type GuardrailRow, lockGuardrail, sizingOf } from './copy-guardrails.repository.ts';

/** Refuses (400) a position that would take the open exposure of the other open copies past the maximum. */
async function assertExposureFits(
  tx: AppDb,
  guardrail: GuardrailRow,
  next: ExposurePosition,
  except?: number,
): Promise<void> {
  const open = await openCopiesOf(tx, guardrail.followerUserId, guardrail.expertUserId, { except });
  const exposure = checkCopyExposure({
    openPaise: openExposurePaise(open),
    next,
    maxOpenExposure: guardrail.maxOpenExposure,
  });
  if (!exposure.ok) throw badRequest(exposure.message);
}

/**
 * The copy guardrails as trades calls them, inside the transaction that writes the copy, before the
 * write. The guardrail's row is locked first (SELECT ... FOR UPDATE), so two copies (or edits) at
 * once take turns, and the second sees the first's in the open exposure.
 *
 * - A new copy: refused (400) while the copy stop has tripped, when the sizing buys less than one
 *   lot, or when it would take the open exposure past the maximum; else it takes the sizing's lots.
 * - An edit of an Upcoming copy (entry or lots): refused when its new terms would take the open
 *   exposure past the maximum.
 *
 * Without a guardrail for the expert, nothing is judged.
 */
export const copyGuards: CopyGuards = {
  async copy(tx, copy) {
    const guardrail = await lockGuardrail(tx, copy.followerUserId, copy.expertUserId);
    if (!guardrail) return undefined;
    if (guardrail.trippedAt) {
      throw badRequest(
        copyStoppedMessage(guardrail.trippedDrawdownPercent ?? 0, guardrail.copyStopPercent ?? 0),
      );
    }
    const price = { entryPrice: copy.entryPrice, lotSize: copy.lotSize };
    const sized = copyLots(sizingOf(guardrail), price);
    if (!sized.ok) throw badRequest(sized.message, { lots: [sized.message] });
    await assertExposureFits(tx, guardrail, { ...price, lots: sized.lots });
    return { lots: sized.lots };
  },
  async edit(tx, edit) {
    const parties = await copyPartiesOf(tx, edit.tradeId);
    if (!parties) return;
    const guardrail = await lockGuardrail(tx, parties.followerUserId, parties.expertUserId);
    if (!guardrail) return;
    await assertExposureFits(
      tx,
      guardrail,
      { entryPrice: edit.entryPrice, lotSize: edit.lotSize, lots: edit.lots },
      edit.tradeId,
    );
  },
};
