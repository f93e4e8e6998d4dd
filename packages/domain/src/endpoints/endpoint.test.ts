import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './all.ts';
import { type Endpoint, endpoint, pathOf } from './endpoint.ts';

describe('pathOf', () => {
  const filter = endpoint<{ params: { tab: number; status: string }; response: unknown }>(
    'GET',
    '/api/trade/filter-trades/:tab/:status',
  );

  it('fills the params without the leading slash, encoding each for its segment', () => {
    expect(pathOf(filter, { tab: 0, status: 'a/b c?' })).toBe('api/trade/filter-trades/0/a%2Fb%20c%3F');
  });

  it("keeps a list's commas as the spec writes them", () => {
    expect(pathOf(filter, { tab: 1, status: 'Active,Inactive' })).toBe(
      'api/trade/filter-trades/1/Active,Inactive',
    );
  });

  it('fills a param inside a segment', () => {
    expect(pathOf(endpoint('POST', '/api/notify-:product-payments/'), { product: 'group' })).toBe(
      'api/notify-group-payments/',
    );
  });

  it('refuses a missing param rather than calling a wrong path', () => {
    expect(() => pathOf(filter, { tab: 1 })).toThrow('/api/trade/filter-trades/:tab/:status needs status');
  });
});

describe('the declarations', () => {
  const all = Object.entries(ENDPOINTS).flatMap(([module, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(([name, declared]) => ({
      name: `${module}.${name}`,
      ...declared,
    })),
  );

  it('declare every call under the API base, once', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((declared) => !declared.path.startsWith('/'))).toEqual([]);
    const keys = all.map((declared) => `${declared.method} ${declared.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
