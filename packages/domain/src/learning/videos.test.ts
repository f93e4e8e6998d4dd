import { describe, expect, it } from 'vitest';
import {
  PlaylistUpdateSchema,
  VideoDetailsFormSchema,
  VideoProgressRequestSchema,
} from '../schemas/videos.ts';
import { FORM_MESSAGES } from '../validation/messages.ts';
import {
  playlistProgressPercent,
  statusAfterOwnerEdit,
  VIDEO_MESSAGES,
  videoCardActions,
  videoTooLargeMessage,
} from './videos.ts';

const DETAILS = { title: ' Candles ', description: 'Reading them', language: 'Hindi', free_paid: 'paid' };

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));

describe('the video details form', () => {
  it('takes the price as whole rupees, digits or a number, and trims the text', () => {
    expect(VideoDetailsFormSchema.parse({ ...DETAILS, price: '499' })).toEqual({
      title: 'Candles',
      description: 'Reading them',
      language: 'Hindi',
      free_paid: 'paid',
      price: 499,
    });
    expect(VideoDetailsFormSchema.parse({ ...DETAILS, price: 250 }).price).toBe(250);
  });

  it('needs a price above 0 when paid, only digits', () => {
    expect(issuesOf(VideoDetailsFormSchema.safeParse(DETAILS))).toEqual([['price', FORM_MESSAGES.required]]);
    expect(issuesOf(VideoDetailsFormSchema.safeParse({ ...DETAILS, price: '' }))).toEqual([
      ['price', FORM_MESSAGES.required],
    ]);
    expect(issuesOf(VideoDetailsFormSchema.safeParse({ ...DETAILS, price: '4.5' }))).toEqual([
      ['price', FORM_MESSAGES.onlyNumbers],
    ]);
    expect(issuesOf(VideoDetailsFormSchema.safeParse({ ...DETAILS, price: '0' }))).toEqual([
      ['price', VIDEO_MESSAGES.priceZero],
    ]);
  });

  it('leaves a free video without a price check', () => {
    expect(VideoDetailsFormSchema.safeParse({ ...DETAILS, free_paid: 'free' }).success).toBe(true);
  });

  it('reads the playlist as an id, empty or null as none', () => {
    expect(VideoDetailsFormSchema.parse({ ...DETAILS, price: '1', playlist: '7' }).playlist).toBe(7);
    expect(VideoDetailsFormSchema.parse({ ...DETAILS, price: '1', playlist: '' }).playlist).toBeNull();
    expect(VideoDetailsFormSchema.parse({ ...DETAILS, price: '1', playlist: null }).playlist).toBeNull();
    expect(issuesOf(VideoDetailsFormSchema.safeParse({ ...DETAILS, price: '1', playlist: 'x' }))).toEqual([
      ['playlist', VIDEO_MESSAGES.playlistNotFound],
    ]);
  });

  it('bounds the title at 100 characters and the language to the list', () => {
    expect(
      issuesOf(VideoDetailsFormSchema.safeParse({ ...DETAILS, price: '1', title: 'x'.repeat(101) })),
    ).toEqual([['title', VIDEO_MESSAGES.titleTooLong]]);
    expect(VideoDetailsFormSchema.safeParse({ ...DETAILS, price: '1', title: 'x'.repeat(100) }).success).toBe(
      true,
    );
    expect(issuesOf(VideoDetailsFormSchema.safeParse({ ...DETAILS, price: '1', language: 'Latin' }))).toEqual(
      [['language', VIDEO_MESSAGES.language]],
    );
  });
});

describe('the playlist form and progress', () => {
  it("refuses a playlist's videos listed twice", () => {
    expect(PlaylistUpdateSchema.safeParse({ ...DETAILS, price: '9', videos: [1, 2] }).success).toBe(true);
    expect(issuesOf(PlaylistUpdateSchema.safeParse({ ...DETAILS, price: '9', videos: [1, 1] }))).toEqual([
      ['videos', VIDEO_MESSAGES.playlistVideosOwn],
    ]);
  });

  it('takes whole seconds from 0', () => {
    expect(VideoProgressRequestSchema.safeParse({ video: 1, position_seconds: 0 }).success).toBe(true);
    expect(VideoProgressRequestSchema.safeParse({ video: 1, position_seconds: 1.5 }).success).toBe(false);
    expect(VideoProgressRequestSchema.safeParse({ video: 1, position_seconds: -1 }).success).toBe(false);
  });
});

describe('video rules', () => {
  it('gives the owner Edit, View and Delete, everyone else View', () => {
    expect(videoCardActions({ is_my_video: true })).toEqual(['Edit', 'View', 'Delete']);
    expect(videoCardActions({ is_my_video: false })).toEqual(['View']);
  });

  it('sends a Draft or Rejected video to Pending on an edit, and leaves the others', () => {
    expect(statusAfterOwnerEdit('Draft')).toBe('Pending');
    expect(statusAfterOwnerEdit('Rejected')).toBe('Pending');
    expect(statusAfterOwnerEdit('Pending')).toBe('Pending');
    expect(statusAfterOwnerEdit('Verified')).toBe('Verified');
  });

  it('counts a playlist’s progress in whole percent of completed videos', () => {
    expect(playlistProgressPercent([])).toBe(0);
    expect(playlistProgressPercent([{ completed: true }, { completed: false }, { completed: false }])).toBe(
      33,
    );
    expect(playlistProgressPercent([{ completed: true }])).toBe(100);
  });

  it('keeps the spec’s draft warning verbatim', () => {
    expect(VIDEO_MESSAGES.draft).toBe(
      'This video is saved as draft, To view it please fill required infomation and proceed',
    );
    expect(videoTooLargeMessage(500)).toBe('The video must be at most 500 MB');
  });
});
