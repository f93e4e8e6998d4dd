/**
 * What an Indian broker's contract note charges on a round trip (issue 34, docs/metrics.md "Net of
 * charges"): brokerage, securities transaction tax, the exchange's transaction charges, SEBI's
 * turnover fee, GST and stamp duty, for equity intraday, equity delivery, futures and options, from
 * a dated schedule. Rates are fractions of the leg's turnover (price x quantity; an option's premium).
 *
 * Left out, as they depend on the broker or the account rather than the trade: DP charges on a
 * delivery sale (about ₹15 a scrip a day), the stamp duty's daily caps, STT on an option exercised
 * at expiry (0.125% of the intrinsic value) and IPFT (₹10 a crore on NSE F&O since 2024, negligible).
 */

export const CHARGE_SEGMENTS = ['equity_intraday', 'equity_delivery', 'futures', 'options'] as const;
export type ChargeSegment = (typeof CHARGE_SEGMENTS)[number];

export type SegmentRates = {
  /** Securities transaction tax on the buy and the sell leg. */
  stt: { buy: number; sell: number };
  /** NSE's transaction charges, both legs. */
  exchange: number;
  /** Stamp duty, on the buy leg only. */
  stampBuy: number;
};

export type ChargeSchedule = {
  /** In force from this IST date (YYYY-MM-DD) until the next schedule's. */
  from: string;
  segments: Record<ChargeSegment, SegmentRates>;
  /** SEBI's turnover fee: ₹10 a crore, both legs. */
  sebiFee: number;
  /** GST on brokerage, exchange charges and SEBI's fee. */
  gst: number;
  sources: readonly string[];
};

const COMMON_SOURCES = [
  'SEBI turnover fee ₹10 per crore: SEBI circular SEBI/HO/MRD/DoP2/CIR/P/2021/574 (May 2021)',
  'Stamp duty on the buy side, delivery 0.015%, intraday and options 0.003%, futures 0.002%: Indian Stamp Act as amended by the Finance Act 2019, in force from 1 July 2020',
  'GST 18% on brokerage, exchange transaction charges and SEBI fees: CGST Act, financial services (SAC 9971)',
];

/** Oldest first. A trade before the first schedule is charged at the first. */
export const CHARGE_SCHEDULES: readonly ChargeSchedule[] = [
  {
    from: '2023-04-01',
    segments: {
      equity_intraday: { stt: { buy: 0, sell: 0.00025 }, exchange: 0.0000322, stampBuy: 0.00003 },
      equity_delivery: { stt: { buy: 0.001, sell: 0.001 }, exchange: 0.0000322, stampBuy: 0.00015 },
      futures: { stt: { buy: 0, sell: 0.000125 }, exchange: 0.000019, stampBuy: 0.00002 },
      options: { stt: { buy: 0, sell: 0.000625 }, exchange: 0.000495, stampBuy: 0.00003 },
    },
    sebiFee: 0.000001,
    gst: 0.18,
    sources: [
      'STT: Finance Act 2023, futures 0.0125% and options 0.0625% on the sell side from 1 April 2023; equity delivery 0.1% both sides, intraday 0.025% on the sell side',
      "NSE transaction charges: equity 0.00322%, futures 0.0019%, options 0.0495% of premium (NSE's schedule of charges, 2023)",
      ...COMMON_SOURCES,
    ],
  },
  {
    from: '2024-10-01',
    segments: {
      equity_intraday: { stt: { buy: 0, sell: 0.00025 }, exchange: 0.0000297, stampBuy: 0.00003 },
      equity_delivery: { stt: { buy: 0.001, sell: 0.001 }, exchange: 0.0000297, stampBuy: 0.00015 },
      futures: { stt: { buy: 0, sell: 0.0002 }, exchange: 0.0000173, stampBuy: 0.00002 },
      options: { stt: { buy: 0, sell: 0.001 }, exchange: 0.0003503, stampBuy: 0.00003 },
    },
    sebiFee: 0.000001,
    gst: 0.18,
    sources: [
      'STT: Finance (No. 2) Act 2024, futures 0.02% and options 0.1% of premium on the sell side from 1 October 2024',
      "NSE transaction charges from 1 October 2024 (SEBI's true-to-label circular SEBI/HO/MRD/TPD-1/P/CIR/2024/84 of 1 July 2024): equity 0.00297%, futures 0.00173%, options 0.03503% of premium",
      ...COMMON_SOURCES,
    ],
  },
];

/** A flat fee per executed order, as discount brokers charge; configurable per caller. */
export const DEFAULT_BROKERAGE_PER_ORDER = 20;

const IST_OFFSET_MS = 5.5 * 3600 * 1000;
const DAY_MS = 86_400_000;
/** The IST day an instant falls on, as a day number (arithmetic: the charges are taken per call in bulk). */
const istDay = (at: Date) => Math.floor((at.getTime() + IST_OFFSET_MS) / DAY_MS);
const SCHEDULE_FIRST_DAYS = CHARGE_SCHEDULES.map((schedule) =>
  istDay(new Date(`${schedule.from}T00:00:00+05:30`)),
);

/** The schedule in force on `at` (by its IST date). */
export function scheduleOn(at: Date): ChargeSchedule {
  const day = istDay(at);
  let found = CHARGE_SCHEDULES[0]!;
  CHARGE_SCHEDULES.forEach((schedule, index) => {
    if (SCHEDULE_FIRST_DAYS[index]! <= day) found = schedule;
  });
  return found;
}

/**
 * The segment a round trip is charged in: futures and options by the contract; an equity trade
 * squared off on the IST day it was entered is intraday, any other is delivery.
 */
export function chargeSegment(instrumentType: string, enteredAt: Date, exitedAt: Date): ChargeSegment {
  if (instrumentType === 'FUT') return 'futures';
  if (instrumentType === 'CE' || instrumentType === 'PE') return 'options';
  return istDay(enteredAt) === istDay(exitedAt) ? 'equity_intraday' : 'equity_delivery';
}

export type RoundTrip = {
  segment: ChargeSegment;
  /** The position's side: a Buy enters by buying and exits by selling; a Sell the other way. */
  side: 'Buy' | 'Sell';
  /** Shares or units (lots x lot size). */
  quantity: number;
  entryPrice: number;
  exitPrice: number;
  enteredAt: Date;
  exitedAt: Date;
};

export type ChargeBreakdown = {
  brokerage: number;
  stt: number;
  exchange: number;
  sebi: number;
  stamp: number;
  gst: number;
  total: number;
};

/** Rupees to whole paise, half away from zero (contract notes show paise). */
const paise = (rupees: number) => Math.round(rupees * 100 + Number.EPSILON);

/** One leg's charges in paise, at the schedule of its own date. */
function legCharges(
  segment: ChargeSegment,
  action: 'buy' | 'sell',
  turnover: number,
  at: Date,
  brokeragePerOrder: number,
) {
  const schedule = scheduleOn(at);
  const rates = schedule.segments[segment];
  const brokerage = paise(brokeragePerOrder);
  const exchange = paise(turnover * rates.exchange);
  const sebi = paise(turnover * schedule.sebiFee);
  return {
    brokerage,
    stt: paise(turnover * rates.stt[action]),
    exchange,
    sebi,
    stamp: action === 'buy' ? paise(turnover * rates.stampBuy) : 0,
    gst: paise(((brokerage + exchange + sebi) / 100) * schedule.gst),
  };
}

/** The charges of both legs of a round trip, per component and in total, in rupees. */
export function roundTripCharges(
  trip: RoundTrip,
  options: { brokeragePerOrder?: number } = {},
): ChargeBreakdown {
  const brokeragePerOrder = options.brokeragePerOrder ?? DEFAULT_BROKERAGE_PER_ORDER;
  const entryAction = trip.side === 'Buy' ? 'buy' : 'sell';
  const exitAction = trip.side === 'Buy' ? 'sell' : 'buy';
  const legs = [
    legCharges(trip.segment, entryAction, trip.entryPrice * trip.quantity, trip.enteredAt, brokeragePerOrder),
    legCharges(trip.segment, exitAction, trip.exitPrice * trip.quantity, trip.exitedAt, brokeragePerOrder),
  ];
  const sum = (key: keyof (typeof legs)[number]) => legs.reduce((total, leg) => total + leg[key], 0);
  const parts = {
    brokerage: sum('brokerage'),
    stt: sum('stt'),
    exchange: sum('exchange'),
    sebi: sum('sebi'),
    stamp: sum('stamp'),
    gst: sum('gst'),
  };
  const total = Object.values(parts).reduce((all, part) => all + part, 0);
  return {
    brokerage: parts.brokerage / 100,
    stt: parts.stt / 100,
    exchange: parts.exchange / 100,
    sebi: parts.sebi / 100,
    stamp: parts.stamp / 100,
    gst: parts.gst / 100,
    total: total / 100,
  };
}

/** A round trip's P&L before and after its charges: rupees, and percent of the capital at entry. */
export function grossAndNet(trip: RoundTrip, options: { brokeragePerOrder?: number } = {}) {
  const sign = trip.side === 'Buy' ? 1 : -1;
  const grossPaise = paise(sign * (trip.exitPrice - trip.entryPrice) * trip.quantity);
  const charges = roundTripCharges(trip, options);
  const netPaise = grossPaise - paise(charges.total);
  const capital = trip.entryPrice * trip.quantity;
  const percent = (amountPaise: number) =>
    capital > 0 ? Math.round((amountPaise / 100 / capital) * 10_000) / 100 : 0;
  return {
    gross: { amount: grossPaise / 100, percent: percent(grossPaise) },
    net: { amount: netPaise / 100, percent: percent(netPaise) },
    charges,
  };
}
