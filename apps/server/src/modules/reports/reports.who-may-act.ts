import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { forbidden } from '../../http/app-error.ts';
import type { ActorRule, SubjectPart } from '../../http/who-may-act.ts';
import { findProfileByUserId } from '../users/index.ts';
import { stockReports } from './reports.tables.ts';

/** Someone else's report: the 403 of the rule and of the service (setReportFree). */
export const NOT_THE_AUTHOR = 'Only the author can change this report';

export const REPORT_SUBJECT = 'research report';

/**
 * The report's author, for an author-only route's `config: { whoMayAct }` (http/who-may-act.ts):
 * someone else gets the service's 403 before the body is validated. An unknown report (404) and a
 * caller without a profile (400 "Complete your profile first") are left to the service, as before.
 */
export function reportAuthorOnly(db: AppDb, part: SubjectPart, field: string): ActorRule {
  return {
    who: "the report's author",
    subject: [{ in: part, field, kind: REPORT_SUBJECT }],
    authorize: async (userId, { id }) => {
      const [report] = await db
        .select({ authorProfileId: stockReports.authorProfileId })
        .from(stockReports)
        .where(eq(stockReports.id, id));
      if (!report) return;
      const actor = await findProfileByUserId(db, userId);
      if (actor && actor.id !== report.authorProfileId) throw forbidden(NOT_THE_AUTHOR);
    },
  };
}
