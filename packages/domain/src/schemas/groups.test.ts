import { describe, expect, it } from 'vitest';
import { GroupFormSchema, GroupFormUpdateSchema } from './groups.ts';

describe('the group form', () => {
  it('requires a name with the spec message', () => {
    for (const input of [{}, { name: '' }, { name: '   ' }]) {
      const parsed = GroupFormSchema.safeParse(input);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('This field is required.');
    }
  });

  it('reads lists as JSON text, comma-separated text, repeated fields, and booleans as form text', () => {
    const parsed = GroupFormSchema.parse({
      name: ' Desk ',
      types_of_instrument: '["Equity","F&O"]',
      key_offering: ['Weekly review', 'Q&A'],
      participants: '3, 4',
      free_trail: 'true',
      is_limited_offer: '0',
    });
    expect(parsed).toMatchObject({
      name: 'Desk',
      group_type: 'Public',
      types_of_instrument: ['Equity', 'F&O'],
      key_offering: ['Weekly review', 'Q&A'],
      participants: [3, 4],
      free_trail: true,
      is_limited_offer: false,
    });
  });

  it('refuses malformed JSON lists and unknown instruments with a message, never throwing', () => {
    for (const types of ['[not json', ['["Equity"', '[1,'], '["Crypto"]']) {
      const parsed = GroupFormSchema.safeParse({ name: 'Desk', types_of_instrument: types });
      expect(parsed.success, String(types)).toBe(false);
    }
  });

  it('changes only the fields sent on edit (no defaults fill the rest)', () => {
    expect(GroupFormUpdateSchema.parse({ free_trail: 'yes' })).toEqual({ free_trail: true });
  });
});
