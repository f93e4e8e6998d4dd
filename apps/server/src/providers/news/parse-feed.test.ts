import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseNewsFeed } from './parse-feed.ts';
import { cutText, toPlainText } from './plain-text.ts';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
const NOW = new Date('2026-11-20T06:00:00Z');

describe('an RSS 2.0 feed (fixtures/markets.rss.xml)', () => {
  const items = parseNewsFeed(fixture('markets.rss.xml'), 'https://www.example.com/markets/rss.xml', NOW);

  it('reads every item with a title and an http(s) link, in feed order', () => {
    expect(items.map((item) => item.title)).toEqual([
      'Larsen & Toubro wins large order; NIFTY 50 steady',
      'HDFC Bank and ICICI Bank lift the banking index',
      'Network SWITCH maker lists on the SME platform',
      'Infosys schedules its results date',
    ]);
    expect(items.every((item) => item.source === 'Example Markets & Economy — India')).toBe(true);
    expect(items.every((item) => !item.isDemo)).toBe(true);
  });

  it('takes the guid as the external id: a URI as it is, a bare one prefixed with the feed, else the link', () => {
    expect(items.map((item) => item.externalId)).toEqual([
      'https://www.example.com/markets/lt-large-order-2026-11-20.html',
      'https://www.example.com/markets/rss.xml#mkt-10234',
      'https://www.example.com/markets/switch-listing.html',
      'https://www.example.com/markets/infosys-results-date.html',
    ]);
  });

  it('turns the HTML description into plain text without scripts, tags or entities', () => {
    expect(items[0]!.description).toBe('The engineering major said the order is “significant”. More');
    expect(items[1]!.description).toBe(
      "Private lenders gained for a third session in a row; 5 < 10 of the index's members rose.",
    );
  });

  it('resolves relative links, keeps https images only, and dates items by pubDate, never in the future', () => {
    expect(items[2]!.newsUrl).toBe('https://www.example.com/markets/switch-listing.html');
    expect(items[0]!.imageUrl).toBe('https://img.example.com/lt.jpg');
    // The enclosure is plain http, which the page's CSP would not load.
    expect(items[1]!.imageUrl).toBeNull();
    expect(items[0]!.publishedAt.toISOString()).toBe('2026-11-20T04:45:00.000Z');
    expect(items[3]!.publishedAt).toEqual(NOW);
  });
});

describe('an Atom feed (fixtures/markets.atom.xml)', () => {
  const items = parseNewsFeed(fixture('markets.atom.xml'), 'https://atom.example.com/feed.atom', NOW);

  it('reads entries with their id, alternate link, summary or content, and published (else updated) time', () => {
    expect(items).toEqual([
      {
        externalId: 'tag:atom.example.com,2026:story-881',
        source: 'Example Market Wire',
        title: 'Reliance Industries & Jio Financial Services in focus',
        description: 'Shares of the conglomerate and its financial arm moved after the annual meeting.',
        imageUrl: 'https://img.atom.example.com/ril.png',
        newsUrl: 'https://atom.example.com/stories/reliance-jio.html',
        publishedAt: new Date('2026-11-20T05:30:00Z'),
        isDemo: false,
      },
      {
        externalId: 'tag:atom.example.com,2026:story-882',
        source: 'Example Market Wire',
        title: 'ITC hotels demerger: record date set',
        description: 'The board fixed the record date for the scheme.',
        imageUrl: null,
        newsUrl: 'https://atom.example.com/stories/itc-record-date.html',
        publishedAt: new Date('2026-11-19T11:00:00Z'),
        isDemo: false,
      },
    ]);
  });
});

describe('what is not a feed', () => {
  it('throws for an HTML page or garbage', () => {
    expect(() => parseNewsFeed('<html><body>Hello</body></html>', 'https://x.example.com/', NOW)).toThrow();
    expect(() => parseNewsFeed('not xml at all', 'https://x.example.com/', NOW)).toThrow();
  });

  it('keeps ids within the column: a long guid is stored as its hash', () => {
    const guid = `urn:x:${'a'.repeat(600)}`;
    const xml = `<rss version="2.0"><channel><title>T</title><item><title>A</title>
      <link>https://x.example.com/a</link><guid>${guid}</guid></item></channel></rss>`;
    const [item] = parseNewsFeed(xml, 'https://x.example.com/rss', NOW);
    expect(item!.externalId).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});

describe('plain text', () => {
  it('decodes numeric and named entities and collapses whitespace', () => {
    expect(toPlainText('Sensex&#160;up &#x20b9;1,200 &amp; more &hellip;\n\n<br/>done')).toBe(
      'Sensex up ₹1,200 & more … done',
    );
  });

  it('cuts with an ellipsis, on a word boundary when one is near the end', () => {
    expect(cutText('one two three four five six', 16)).toBe('one two three…');
    expect(cutText('one two threefourfive', 16)).toBe('one two threefo…');
    expect(cutText('short', 12)).toBe('short');
  });
});
