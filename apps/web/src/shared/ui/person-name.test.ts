import { describe, expect, it } from 'vitest';
import { personInitials, shortPersonName } from './person-name.ts';

describe('shortPersonName', () => {
  it.each([
    ['Ravi Kumar Sharma', 'Ravi S.'],
    ['anita desai', 'anita D.'],
    ['  Meera   Iyer ', 'Meera I.'],
    ['Zakir', 'Zakir'],
  ])('%s -> %s', (name, short) => {
    expect(shortPersonName(name)).toBe(short);
  });
});

describe('personInitials', () => {
  it.each([
    ['Ravi Kumar Sharma', 'RS'],
    ['anita', 'A'],
    ['', '?'],
  ])('%s -> %s', (name, initials) => {
    expect(personInitials(name)).toBe(initials);
  });
});
