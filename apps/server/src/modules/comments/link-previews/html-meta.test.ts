import { describe, expect, it } from 'vitest';
import { cutText, parseHtmlMeta } from './html-meta.ts';

const page = new URL('https://news.example.in/markets/story?id=7');

describe('parseHtmlMeta', () => {
  it('prefers Open Graph tags, in any attribute order and quoting', () => {
    const html = `<!doctype html><html><head>
      <title>Plain title</title>
      <meta content="Nifty &amp; Sensex close higher" property="og:title">
      <meta property='og:description' content='Banks led the rally &#8377; &#x20B9; &rupee;'>
      <META NAME=description CONTENT=ignored>
      <meta property="og:image" content="/images/nifty.png?w=1&amp;h=2" />
    </head><body><meta property="og:title" content="body tags are ignored"></body></html>`;
    expect(parseHtmlMeta(html, page)).toEqual({
      title: 'Nifty & Sensex close higher',
      description: 'Banks led the rally ₹ ₹ ₹',
      image: 'https://news.example.in/images/nifty.png?w=1&h=2',
    });
  });

  it('falls back to Twitter cards, the description tag and <title>', () => {
    expect(
      parseHtmlMeta(
        '<title>\n  Reliance  results\n</title><meta name="twitter:description" content="Q3 beat">',
        page,
      ),
    ).toEqual({ title: 'Reliance results', description: 'Q3 beat', image: null });
    expect(parseHtmlMeta('<meta name="description" content="Only this">', page)).toEqual({
      title: null,
      description: 'Only this',
      image: null,
    });
  });

  it('keeps only http(s) images and cuts long text', () => {
    const long = 'x'.repeat(500);
    const meta = parseHtmlMeta(
      `<meta property="og:image" content="javascript:alert(1)"><meta property="og:title" content="${long}"><meta property="og:description" content="${long}">`,
      page,
    );
    expect(meta.image).toBeNull();
    expect(meta.title).toHaveLength(120);
    expect(meta.description).toHaveLength(160);
    expect(meta.description!.endsWith('…')).toBe(true);
  });

  it('survives truncated and tag-soup HTML', () => {
    expect(parseHtmlMeta('<head><meta property="og:title" content="Half', page)).toEqual({
      title: null,
      description: null,
      image: null,
    });
    expect(parseHtmlMeta('<title>Cut off at the limit', page).title).toBeNull();
  });
});

describe('cutText', () => {
  it('leaves short text alone and never splits a surrogate pair', () => {
    expect(cutText('short', 10)).toBe('short');
    expect(cutText('📈📈📈📈', 3)).toBe('📈📈…');
  });
});
