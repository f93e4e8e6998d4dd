import { describe, expect, it } from 'vitest';
import { findFirstUrl } from './find-first-url.ts';

describe('findFirstUrl', () => {
  it.each([
    ['see https://example.com/a.', 'https://example.com/a'],
    ['(chart: https://example.com/x?y=1)', 'https://example.com/x?y=1'],
    ['wiki https://en.wikipedia.org/wiki/Nifty_(index), ok', 'https://en.wikipedia.org/wiki/Nifty_(index)'],
    ['"http://tradecircle.in/trade/4/TCS"!', 'http://tradecircle.in/trade/4/TCS'],
    ['first http://a.in/1 then https://b.in/2', 'http://a.in/1'],
    ['HTTPS://Example.COM/Path', 'HTTPS://Example.COM/Path'],
  ])('finds the link in %j', (text, url) => {
    expect(findFirstUrl(text)).toBe(url);
  });

  it.each([
    'no links here',
    'javascript:alert(1) and ftp://files.in/x',
    'www.example.com is not a full address',
    'https:// nothing after the scheme',
  ])('finds nothing in %j', (text) => {
    expect(findFirstUrl(text)).toBeNull();
  });

  it('skips a broken candidate and takes the next real link', () => {
    expect(findFirstUrl('https://[::1 broken then https://ok.in/')).toBe('https://ok.in/');
  });
});
