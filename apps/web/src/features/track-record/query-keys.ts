/** The track record's query keys: everything of one expert lives under trackRecordKeys.of(userId). */
import type { FigureBasis, TrackRecordPeriod } from '@tradecircle/domain';

export const trackRecordKeys = {
  all: ['track-record'] as const,
  of: (userId: number) => [...trackRecordKeys.all, userId] as const,
  figures: (userId: number, period: TrackRecordPeriod, basis: FigureBasis = 'gross') =>
    [...trackRecordKeys.of(userId), 'figures', period, basis] as const,
  achievable: (userId: number, period: TrackRecordPeriod) =>
    [...trackRecordKeys.of(userId), 'achievable', period] as const,
  page: (userId: number, page: number) => [...trackRecordKeys.of(userId), 'page', page] as const,
  checkpoints: (userId: number) => [...trackRecordKeys.of(userId), 'checkpoints'] as const,
};
