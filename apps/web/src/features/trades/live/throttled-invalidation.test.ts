import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createThrottledInvalidation } from './throttled-invalidation.ts';

describe('createThrottledInvalidation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const client = new QueryClient();
    for (const key of [
      ['trades', 'list', 'filtered', 1],
      ['trades', 'list', 'user', 1],
      ['trades', 'counts', 1],
      ['trades', 'detail', 5],
    ]) {
      client.setQueryData(key, {});
    }
    const invalidated: string[][] = [];
    const spy = vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
      invalidated.push(
        client
          .getQueryCache()
          .findAll(filters)
          .map((query) => query.queryKey.join('/')),
      );
    });
    return { client, invalidated, spy, throttle: createThrottledInvalidation(client, 1000) };
  }

  it('runs the first request at once and gathers the next second’s requests into one run', () => {
    const { invalidated, throttle } = setup();
    throttle.ask([['trades', 'list', 'filtered']]);
    expect(invalidated).toEqual([['trades/list/filtered/1']]);

    vi.advanceTimersByTime(200);
    throttle.ask([['trades', 'list']]);
    throttle.ask([
      ['trades', 'counts', 1],
      ['trades', 'list', 'user', 1],
    ]);
    vi.advanceTimersByTime(799);
    expect(invalidated).toHaveLength(1);
    vi.advanceTimersByTime(1);
    // Each query once, though two requested keys name the user list.
    expect(invalidated[1]!.sort()).toEqual([
      'trades/counts/1',
      'trades/list/filtered/1',
      'trades/list/user/1',
    ]);

    vi.advanceTimersByTime(5000);
    expect(invalidated).toHaveLength(2);
    throttle.ask([['trades', 'detail', 5]]);
    expect(invalidated[2]).toEqual(['trades/detail/5']);
  });

  it('does nothing for an empty request and forgets what is pending when disposed', () => {
    const { spy, throttle } = setup();
    throttle.ask([]);
    expect(spy).not.toHaveBeenCalled();
    throttle.ask([['trades', 'list']]);
    throttle.ask([['trades', 'counts']]);
    throttle.dispose();
    vi.advanceTimersByTime(2000);
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
