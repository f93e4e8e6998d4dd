import { describe, expect, it } from 'vitest';
import { routeTo, securityPath } from '../shared/routing/route-names.ts';
import { routeMetaFor } from './routes.tsx';

describe('routeTo', () => {
  it.each([
    [routeTo('login'), '/login'],
    [routeTo('AuthPage'), '/login'],
    [routeTo('HomePage', { id: 42 }), '/home/42'],
    [routeTo('ProfilePage', {}, { trade_id: 5 }), '/my-profile?trade_id=5'],
    [routeTo('OthersProfilePage', { id: 9, name: 'asha' }), '/profile/9/asha'],
    [
      routeTo('allGroups', { id: 42 }, { isFromHomePage: true }),
      '/trending/main/all-groups/42?isFromHomePage=true',
    ],
    [routeTo('premiumGroup', { id: 3 }), '/premium-groups/detail/3'],
    [routeTo('GroupDetails', { id: 8 }), '/groups/8'],
    [routeTo('premiumGroups'), '/trending/main/premium-groups'],
    [routeTo('tradingSection'), '/trading'],
    [routeTo('WebinarsPage'), '/trending/webinars'],
    [routeTo('mainPage'), '/trending/main'],
    [routeTo('Gamification'), '/trending/gamification'],
    [routeTo('Downloads'), '/trending/downloads'],
  ])('%s is %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('adds tab=0 to Search and encodes the security name', () => {
    expect(routeTo('Search', { query: 'TATA MOTORS-NSE' })).toBe('/search/TATA%20MOTORS-NSE?tab=0');
    expect(securityPath('RELIANCE', 'BSE')).toBe('/search/RELIANCE-BSE?tab=0');
  });

  it('skips empty query values', () => {
    expect(routeTo('mainPage', {}, { a: undefined, b: null })).toBe('/trending/main');
  });

  it('throws when a path parameter is missing', () => {
    expect(() => routeTo('HomePage')).toThrow();
  });

  it('every named path resolves to a route of the table with the right access', () => {
    expect(routeMetaFor(routeTo('HomePage', { id: 1 }))).toEqual({ title: 'Home', guest: false });
    expect(routeMetaFor(routeTo('premiumGroup', { id: 1 }))).toEqual({ title: 'Premium Group', guest: true });
    expect(routeMetaFor(routeTo('allGroups', { id: 1 }))).toEqual({ title: 'Groups', guest: false });
    expect(routeMetaFor('/admin/teams')).toEqual({ title: 'Teams', guest: false });
    expect(routeMetaFor('/copy-guardrails')).toEqual({ title: 'Copy Guardrails', guest: false });
    expect(routeMetaFor('/totally/unknown')).toEqual({ title: 'Page not Found', guest: true });
  });
});
