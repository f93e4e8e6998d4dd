import { copyStoppedText } from '@tradecircle/domain';
import { type AudienceDeclarations, existingUsers, notificationAudience } from '../../audiences.ts';

/**
 * copy_stopped: `Copying stopped: your copies of {expert}'s calls fell {x}% (₹...) from their peak,
 * past your copy stop of {y}%`, to the follower alone, the expert as the actor (so the follower sees
 * whose calls it is about); told even if the follower blocked the expert, as it is about their money.
 */
export const copyGuardrailAudiences: AudienceDeclarations<'copy_guardrail.tripped'> = {
  'copy_guardrail.tripped': async (event, lookup) => {
    const expert = await lookup.actor(event.expertUserId);
    const drawdown = { percent: event.drawdownPercent, drawdownPaise: event.drawdownPaise };
    return [
      notificationAudience(
        'copy_stopped',
        expert,
        null,
        copyStoppedText(expert.name, drawdown, event.copyStopPercent),
        [existingUsers([event.followerUserId])],
        { notifyActor: true },
      ),
    ];
  },
};
