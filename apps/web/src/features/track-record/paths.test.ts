import { describe, expect, it } from 'vitest';
import { routeMetaFor } from '../../app/routes.tsx';
import { trackRecordPath } from './paths.ts';

describe('the public record route', () => {
  it('is open to visitors', () => {
    expect(trackRecordPath(77)).toBe('/track-record/77');
    expect(routeMetaFor(trackRecordPath(77))).toEqual({ title: 'Track record', guest: true });
  });
});
