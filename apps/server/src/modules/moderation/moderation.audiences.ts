import { type AudienceDeclarations, notifiesNobody } from '../../audiences.ts';

/** A block notifies nobody: the fan-out takes the blocked user's notifications out of the blocker's list. */
export const moderationAudiences: AudienceDeclarations<'user.blocked'> = {
  'user.blocked': notifiesNobody,
};
