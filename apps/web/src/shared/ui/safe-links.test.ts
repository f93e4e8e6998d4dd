import { describe, expect, it } from 'vitest';
import { safeHttpUrl, splitLinks, truncateSegments } from './safe-links.ts';

describe('splitLinks', () => {
  it('finds http and https links and keeps the rest as text', () => {
    expect(splitLinks('See https://nseindia.com/x and http://a.in/b?c=1#d now')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://nseindia.com/x', href: 'https://nseindia.com/x' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://a.in/b?c=1#d', href: 'http://a.in/b?c=1#d' },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('leaves sentence punctuation and unbalanced brackets out of the link', () => {
    expect(splitLinks('(chart: https://x.in/a.)')).toEqual([
      { kind: 'text', text: '(chart: ' },
      { kind: 'link', text: 'https://x.in/a', href: 'https://x.in/a' },
      { kind: 'text', text: '.)' },
    ]);
    expect(splitLinks('https://en.wikipedia.org/wiki/Nifty_(index)')[0]).toMatchObject({
      text: 'https://en.wikipedia.org/wiki/Nifty_(index)',
    });
  });

  it('never makes a link of other schemes', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'ftp://x.in',
      'www.x.in',
    ]) {
      expect(splitLinks(text)).toEqual([{ kind: 'text', text }]);
    }
    expect(splitLinks('')).toEqual([]);
  });

  it('joins back to the original text', () => {
    const text = 'a https://x.in, b http://y.in/z. c';
    expect(
      splitLinks(text)
        .map((segment) => segment.text)
        .join(''),
    ).toBe(text);
  });
});

describe('safeHttpUrl', () => {
  it('accepts only absolute http(s) addresses', () => {
    expect(safeHttpUrl('https://x.in/a b')).toBe('https://x.in/a%20b');
    expect(safeHttpUrl('JAVASCRIPT:alert(1)')).toBeNull();
    expect(safeHttpUrl('/relative')).toBeNull();
  });
});

describe('truncateSegments', () => {
  it('cuts at the limit with an ellipsis, keeping a cut link whole in its address', () => {
    const { segments, isTruncated } = truncateSegments(splitLinks('ab https://x.in/long-path tail'), 10);
    expect(isTruncated).toBe(true);
    expect(segments).toEqual([
      { kind: 'text', text: 'ab ' },
      { kind: 'link', text: 'https:/', href: 'https://x.in/long-path' },
      { kind: 'text', text: '…' },
    ]);
  });

  it('leaves text within the limit alone', () => {
    const segments = splitLinks('short');
    expect(truncateSegments(segments, 5)).toEqual({ segments, isTruncated: false });
  });
});
