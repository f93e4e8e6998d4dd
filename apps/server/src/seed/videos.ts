import { readFile } from 'node:fs/promises';
import { inArray } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { playlists, users, videos } from '../db/schema/index.ts';
import { newVideoKey, storeThumbnail } from '../modules/videos/index.ts';
import type { StorageProvider } from '../providers/storage/storage.provider.ts';
import { inspectVideo } from '../uploads/video-inspection.ts';

/** A 20-second test pattern with a tone (ffmpeg's testsrc2, H.264 and AAC, 187 kB): real, playable, seekable. */
const DEMO_VIDEO = new URL('./media/demo-lesson.mp4', import.meta.url);
/** A frame of the clip, each video's poster (checked and re-encoded as an uploaded one is). */
const DEMO_POSTER = new URL('./media/demo-poster.jpg', import.meta.url);

/**
 * Demo videos by the demo experts: Verified free and paid ones (two of them a paid playlist), and one
 * Pending in the admin panel's videos queue. Each is its own stored copy of the demo clip, played
 * through the same signed links as an upload.
 */
export const SEED_PLAYLIST = {
  owner: '9810000001',
  title: 'Risk first: a short course',
  description: 'Two lessons on sizing positions and placing stop losses before thinking about targets.',
  language: 'English',
  pricePaise: 29_900,
} as const;

export const SEED_VIDEOS = [
  {
    owner: '9810000001',
    title: 'Reading a candlestick chart',
    description: 'Open, high, low and close in one candle, and the three patterns worth knowing first.',
    language: 'Hindi',
    pricePaise: null,
    status: 'Verified',
    inPlaylist: false,
  },
  {
    owner: '9810000001',
    title: 'Position sizing in practice',
    description:
      'How much to buy when you know where your stop loss goes: 1% of capital at risk, worked through.',
    language: 'English',
    pricePaise: 9_900,
    status: 'Verified',
    inPlaylist: true,
  },
  {
    owner: '9810000001',
    title: 'Where to place a stop loss',
    description: 'Below structure, not at round numbers: examples from NIFTY 50 stocks.',
    language: 'English',
    pricePaise: 9_900,
    status: 'Verified',
    inPlaylist: true,
  },
  {
    owner: '9810000003',
    title: 'Option chain basics',
    description: 'Open interest, implied volatility and the strikes that matter on a weekly expiry.',
    language: 'English',
    pricePaise: 14_900,
    status: 'Verified',
    inPlaylist: false,
  },
  {
    owner: '9810000002',
    title: 'Sector rotation explained',
    description: 'Reading the NIFTY sector indices week by week.',
    language: 'Hindi',
    pricePaise: null,
    status: 'Pending',
    inPlaylist: false,
  },
] as const;

/** The demo videos once: skipped when the demo experts have any video. */
export async function seedDemoVideos(db: AppDb, storage: StorageProvider): Promise<void> {
  const phones = [...new Set([SEED_PLAYLIST.owner, ...SEED_VIDEOS.map((video) => video.owner)])];
  const people = await db
    .select({ id: users.id, phone: users.phone })
    .from(users)
    .where(inArray(users.phone, phones));
  const userIdOf = new Map(people.map((person) => [person.phone ?? '', person.id]));
  const owners = [...userIdOf.values()];
  if (owners.length === 0) return;
  const [existing] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(inArray(videos.ownerUserId, owners))
    .limit(1);
  if (existing) return;

  const bytes = await readFile(DEMO_VIDEO);
  const inspected = await inspectVideo(
    { size: bytes.length, read: async (offset, length) => bytes.subarray(offset, offset + length) },
    { fileName: 'demo-lesson.mp4', mimeType: 'video/mp4' },
  );
  if (!inspected.ok) throw new Error(`The demo video is not readable: ${inspected.problem.code}`);
  const poster = await readFile(DEMO_POSTER);
  const stored = await Promise.all(
    SEED_VIDEOS.map(async () => {
      const key = newVideoKey(inspected.video.extension);
      await storage.put(key, bytes);
      const thumbnail = await storeThumbnail(storage, {
        bytes: poster,
        mimeType: 'image/jpeg',
        fileName: 'demo-poster.jpg',
      });
      return { key, thumbnail };
    }),
  );

  await db.transaction(async (tx) => {
    const playlistOwner = userIdOf.get(SEED_PLAYLIST.owner);
    const [playlist] = playlistOwner
      ? await tx
          .insert(playlists)
          .values({
            ownerUserId: playlistOwner,
            title: SEED_PLAYLIST.title,
            description: SEED_PLAYLIST.description,
            language: SEED_PLAYLIST.language,
            pricePaise: SEED_PLAYLIST.pricePaise,
            status: 'Verified',
          })
          .returning({ id: playlists.id })
      : [];
    let position = 0;
    for (const [index, spec] of SEED_VIDEOS.entries()) {
      const ownerUserId = userIdOf.get(spec.owner);
      if (ownerUserId === undefined) continue;
      const inPlaylist = spec.inPlaylist && playlist !== undefined;
      await tx.insert(videos).values({
        ownerUserId,
        title: spec.title,
        description: spec.description,
        language: spec.language,
        pricePaise: spec.pricePaise,
        playlistId: inPlaylist ? playlist.id : null,
        playlistPosition: inPlaylist ? ++position : null,
        fileKey: stored[index]!.key,
        thumbnail: stored[index]!.thumbnail,
        contentType: inspected.video.contentType,
        sizeBytes: bytes.length,
        durationSeconds: inspected.video.durationSeconds,
        status: spec.status,
      });
    }
  });
}
