/**
 * Recomputes an expert's track record from the public endpoint alone (docs/api.md, "Track record").
 *
 *   npm run verify-record -- <expert user id> [--origin http://localhost:8080]
 *
 * Reads GET /backend/api/track-record/{id}/?page=1.. (the anonymous view), checks every shown
 * payload's commitment (unsalted version 1 or salted version 2), every link and entry hash from entry
 * 1, and that the last hash is the head the record names. Exit 0 when the chain holds;
 * 1 with the first broken entry; 2 on bad arguments or a failed request.
 */
import { type PublishedPage, verifyPublishedRecord } from '../src/modules/track-record/index.ts';

const args = process.argv.slice(2);
const originAt = args.indexOf('--origin');
const origin = (originAt >= 0 ? args[originAt + 1] : undefined) ?? 'http://localhost:8080';
const expert = args.find((arg, index) => index !== originAt + 1 && /^\d+$/.test(arg));
if (!expert || (originAt >= 0 && !args[originAt + 1])) {
  process.stderr.write('usage: npm run verify-record -- <expert user id> [--origin http://localhost:8080]\n');
  process.exit(2);
}

async function fetchPage(page: number): Promise<PublishedPage> {
  const url = `${origin}/backend/api/track-record/${expert}/?page=${page}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as PublishedPage;
}

try {
  const verdict = await verifyPublishedRecord(fetchPage);
  if (verdict.ok) {
    process.stdout.write(`expert ${expert}: ${verdict.checked} entries verified, head ${verdict.head}\n`);
  } else {
    process.stdout.write(
      `expert ${expert}: BROKEN at entry ${verdict.broken.seq}: ${verdict.broken.reason} (${verdict.checked} entries before it verified)\n`,
    );
    process.exit(1);
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
}
