import { SecurityTickSchema, TradeChangeEventSchema } from '@tradecircle/domain';
import { describe, expect, it } from 'vitest';
import { tickFrame } from './fake-web-socket.ts';
import { asSecurityTick, isTradeChangeEvent } from './live-quote.ts';

/** Each case: a frame entry, and a name saying how it departs from a valid one. */
const tick = tickFrame(7, 101);
const tickCases: [string, unknown][] = [
  ['a tick as the server sends it', tick],
  ['a tick with a field the client does not know', { ...tick, fields: { ...tick.fields, sent_at: 1 } }],
  ['a text pk', { ...tick, pk: '7' }],
  ['a fractional pk', { ...tick, pk: 7.5 }],
  ['no fields', { pk: 7 }],
  ['null fields', { pk: 7, fields: null }],
  ...(
    ['live_price', 'close_price', 'up_down_price', 'up_down_percent', 'day_high', 'day_low'] as const
  ).flatMap((field): [string, unknown][] => [
    [`no ${field}`, { ...tick, fields: { ...tick.fields, [field]: undefined } }],
    [`${field} as text`, { ...tick, fields: { ...tick.fields, [field]: '12' } }],
  ]),
  ['no updated_at', { ...tick, fields: { ...tick.fields, updated_at: undefined } }],
  ['updated_at as a number', { ...tick, fields: { ...tick.fields, updated_at: 5 } }],
  ['a string', 'x'],
  ['an array', [tick]],
];

const change = {
  type: 'trade.target_reached',
  trade_id: 9,
  security_id: 7,
  posted_by_id: 3,
  status: 'Active',
  visibility: 'followers',
  price: 120,
  step: 1,
  fields: { current_step: 1, target_price: 130, stop_loss: 110 },
};
const withField = (key: string, value: unknown) => ({ ...change, [key]: value });
const withChanged = (key: string, value: unknown) => ({
  ...change,
  fields: { ...change.fields, [key]: value },
});
const changeCases: [string, unknown][] = [
  ['a change as the engine publishes it', change],
  [
    'a change without price, step or fields',
    { ...change, price: undefined, step: undefined, fields: undefined },
  ],
  ['a deletion', withField('status', 'deleted')],
  ['a null price', withField('price', null)],
  ['an unknown type', withField('type', 'trade.liked')],
  ['an unknown status', withField('status', 'Live')],
  ['an unknown visibility', withField('visibility', 'public')],
  ['no visibility', withField('visibility', undefined)],
  ['no posted_by_id', withField('posted_by_id', undefined)],
  ['a text trade_id', withField('trade_id', '9')],
  ['a fractional step', withField('step', 1.5)],
  ['a text price', withField('price', '120')],
  ['fields that are not an object', withField('fields', 3)],
  ['a closing with its reason and time', withChanged('closing_reason', 'target')],
  ['an unknown closing reason', withChanged('closing_reason', 'bored')],
  ['a null exit price', withChanged('exit_price', null)],
  ['an exit price as text', withChanged('exit_price', '1')],
  ['a fractional current_step', withChanged('current_step', 0.5)],
  ['a live time as a number', withChanged('trade_live_time', 1)],
  ['a null closing time', withChanged('trade_closing_time', null)],
  ['trade_exit_type as text', withChanged('trade_exit_type', 'yes')],
  ['null', null],
];

describe("the live client's frame guards agree with the domain's schemas", () => {
  it.each(tickCases)('tick: %s', (_name, entry) => {
    expect(asSecurityTick(entry) !== null).toBe(SecurityTickSchema.safeParse(entry).success);
  });

  it.each(changeCases)('trade change: %s', (_name, event) => {
    expect(isTradeChangeEvent(event)).toBe(TradeChangeEventSchema.safeParse(event).success);
  });

  it('accepts the valid cases at all (the table is not only refusals)', () => {
    expect(asSecurityTick(tick)).toEqual(tick);
    expect(isTradeChangeEvent(change)).toBe(true);
  });
});
