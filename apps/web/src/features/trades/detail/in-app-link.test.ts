import { describe, expect, it } from 'vitest';
import { previewHost, previewImageSrc, previewTarget } from './in-app-link.ts';

const ORIGIN = 'https://tradecircle.in';

describe('previewTarget', () => {
  it.each([
    ['trade', 'https://tradecircle.in/trade/4/TCS', '/trade/4/TCS'],
    ['security', 'https://tradecircle.in/search/TCS-NSE?tab=0', '/search/TCS-NSE?tab=0'],
    ['profile', '/profile/9/Asha%20Rao', '/profile/9/Asha%20Rao'],
    ['group', 'https://tradecircle.in/groups/3#about', '/groups/3#about'],
  ])('keeps a %s link inside the app', (kind, url, path) => {
    expect(previewTarget({ kind, url }, ORIGIN)).toEqual({ kind: 'app', path });
  });

  it('opens other sites as safe http(s) links and drops other schemes', () => {
    expect(previewTarget({ kind: 'external', url: 'https://example.com/a' }, ORIGIN)).toEqual({
      kind: 'external',
      href: 'https://example.com/a',
    });
    expect(previewTarget({ kind: 'external', url: 'javascript:alert(1)' }, ORIGIN)).toBeNull();
    expect(previewTarget({ kind: 'trade', url: 'javascript:alert(1)' }, ORIGIN)).toBeNull();
    expect(previewTarget({ kind: 'external', url: '/relative' }, ORIGIN)).toBeNull();
  });
});

describe('previewHost and previewImageSrc', () => {
  it('shows the host without www', () => {
    expect(previewHost('https://www.moneycontrol.com/news/x', ORIGIN)).toBe('moneycontrol.com');
    expect(previewHost('/trade/4/TCS', ORIGIN)).toBe('tradecircle.in');
  });

  it('takes http(s) images and paths on this site, nothing else', () => {
    expect(previewImageSrc('https://img.example.com/a.png', ORIGIN)).toBe('https://img.example.com/a.png');
    expect(previewImageSrc('/backend/api/profile/photo/a.png', ORIGIN)).toBe(
      'https://tradecircle.in/backend/api/profile/photo/a.png',
    );
    expect(previewImageSrc('javascript:alert(1)', ORIGIN)).toBeNull();
    expect(previewImageSrc(null, ORIGIN)).toBeNull();
  });
});
