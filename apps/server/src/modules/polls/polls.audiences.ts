import { type AudienceDeclarations, notifiesNobody } from '../../audiences.ts';

/** A poll or a vote notifies nobody: the polls page reads the counts anew, and later coins hear of them. */
export const pollAudiences: AudienceDeclarations<'poll.created' | 'poll.answered'> = {
  'poll.created': notifiesNobody,
  'poll.answered': notifiesNobody,
};
