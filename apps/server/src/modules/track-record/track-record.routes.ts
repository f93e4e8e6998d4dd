import {
  TRACK_RECORD_ENDPOINTS,
  TRACK_RECORD_PAGE_SIZE,
  TrackRecordCheckpointsSchema,
  TrackRecordFiguresQuerySchema,
  TrackRecordFiguresResponseSchema,
  TrackRecordPageSchema,
  TrackRecordParamsSchema,
  TrackRecordQuerySchema,
} from '@tradecircle/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { on } from '../../http/declared-route.ts';
import type { RequestAuth } from '../../http/request-auth.ts';
import { findPerformanceVerification } from '../users/index.ts';
import { createFiguresReader } from './track-record.figures.ts';
import type { TrackRecordTrades } from './track-record.ports.ts';
import { publishedEntry } from './track-record.presenter.ts';
import {
  dailyCheckpoints,
  mergedInto,
  mergedRecordsOf,
  recordHead,
  recordPage,
} from './track-record.repository.ts';

export type TrackRecordRoutesOptions = { auth: RequestAuth; trades: TrackRecordTrades };

const tags = ['track record'];
const CHECKPOINT_DAYS = 366;

/** The public record and its daily checkpoints (docs/api.md, "Track record"). */
export const trackRecordRoutes: FastifyPluginAsyncZod<TrackRecordRoutesOptions> = async (
  app,
  { auth, trades },
) => {
  const db = app.database.db;
  const figures = createFiguresReader(db);

  on(app, TRACK_RECORD_ENDPOINTS.record)(
    {
      onRequest: auth.identifyUser,
      schema: {
        tags,
        summary:
          "An expert's record, 100 entries a page in chain order, with every hash and the records merged into it; a hidden call's entries show their content and salt only to those entitled to the call (the expert, a group call's members), their hashes to everyone; entries carrying a reasoning the moderators hid show their content to the expert only",
        params: TrackRecordParamsSchema,
        querystring: TrackRecordQuerySchema,
        response: { 200: TrackRecordPageSchema },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const { page } = request.query;
      const viewerId = request.user?.id ?? null;
      const isOwner = viewerId === userId;
      const [head, merged, into, entries] = await Promise.all([
        recordHead(db, userId),
        mergedRecordsOf(db, userId),
        mergedInto(db, userId),
        recordPage(
          db,
          trades,
          { expertUserId: userId, viewerId },
          (page - 1) * TRACK_RECORD_PAGE_SIZE,
          TRACK_RECORD_PAGE_SIZE,
        ),
      ]);
      return {
        expert_user_id: userId,
        count: head.seq,
        head_hash: head.hash,
        page,
        num: Math.ceil(head.seq / TRACK_RECORD_PAGE_SIZE),
        results: entries.map((entry) => publishedEntry(entry, isOwner)),
        merged_records: merged.map((record) => ({
          user_id: record.mergedUserId,
          head_seq: record.mergedHeadSeq,
          head_hash: record.mergedHeadHash,
          seq: record.survivorSeq,
          merged_at: record.mergedAt.toISOString(),
        })),
        merged_into: into && {
          user_id: into.survivorUserId,
          seq: into.survivorSeq,
          merged_at: into.mergedAt.toISOString(),
        },
      };
    },
  );

  on(app, TRACK_RECORD_ENDPOINTS.checkpoints)(
    {
      schema: {
        tags,
        summary:
          "An expert's daily checkpoints (IST days, newest first, the last year): the day's last entry's sequence number and hash",
        params: TrackRecordParamsSchema,
        response: { 200: TrackRecordCheckpointsSchema },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const [head, days] = await Promise.all([
        recordHead(db, userId),
        dailyCheckpoints(db, userId, CHECKPOINT_DAYS),
      ]);
      return {
        expert_user_id: userId,
        count: head.seq,
        head_hash: head.hash,
        checkpoints: days.map((day) => ({ date: day.day, seq: day.seq, hash: day.hash })),
      };
    },
  );
  on(app, TRACK_RECORD_ENDPOINTS.figures)(
    {
      schema: {
        tags,
        summary:
          "An expert's figures for a period (All, 1D, 1W, 1M, 3M, 6M, 1Y) computed from the record's public calls, gross or net of charges, each with the number of calls behind it, and the equity curve (docs/metrics.md)",
        params: TrackRecordParamsSchema,
        querystring: TrackRecordFiguresQuerySchema,
        response: { 200: TrackRecordFiguresResponseSchema },
      },
    },
    async (request) => ({
      ...(await figures.figures(
        request.params.userId,
        request.query.period,
        new Date(),
        request.query.basis,
      )),
      performance_verification: await findPerformanceVerification(db, request.params.userId),
    }),
  );
};
