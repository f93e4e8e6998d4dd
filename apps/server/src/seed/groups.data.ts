import type { GroupType } from '@tradecircle/domain';
import type { SeedTradeLife } from './trade-writer.ts';
import { SEED_USERS } from './users.data.ts';

/**
 * Demo groups (groups-and-payments.md §2-§3) for a fresh `npm start`: Ananya Sharma (SEBI registered
 * research analyst) runs a Premium, a Public and a Private group; Karan Mehta (not SEBI registered)
 * runs a Premium group, so its page shows the not-investment-advice notice. Trades follow
 * trades.data.ts: levels are multiples of the security's live price when the seed runs, and each
 * group's trades are posted by its admin.
 */

export type SeedGroupTrade = SeedTradeLife;

export type SeedGroupSpec = {
  /** The admin's phone (users.data.ts). */
  admin: string;
  name: string;
  groupType: GroupType;
  description: string;
  disclaimer: string;
  typesOfInstrument: ('Equity' | 'F&O')[];
  keyOffering: string[];
  freeTrail?: boolean;
  isLimitedOffer?: boolean;
  createdDaysAgo: number;
  members: { phone: string; joinedDaysAgo: number }[];
  /** Pending requests (a Private group's). */
  requests?: { phone: string; requestedDaysAgo: number }[];
  trades: SeedGroupTrade[];
  /** The group watchlist: NSE symbols, in the order they were added. */
  watchlist?: { name: string; symbols: string[] };
};

const ANANYA = '9810000001';
const ROHIT = '9810000002';
const MEERA = '9810000003';
const KARAN = '9810000004';
const PRIYA = '9810000005';

/** Ananya's SEBI registration as users.data.ts records it (her contact card repeats it). */
export const ANANYA_SEBI_NUMBER = SEED_USERS.find((user) => user.phone === ANANYA)!.sebi!.number;

const swingDesk: SeedGroupSpec = {
  admin: ANANYA,
  name: "Ananya's Swing Desk",
  groupType: 'Premium',
  description:
    'Swing trades in large-cap banks, financials and capital goods, held for two to six weeks. Every call ' +
    'comes with an entry zone, a stop loss that is never widened, up to three targets and the reasoning ' +
    'behind it, posted before the market opens. Members also get the desk watchlist of names close to a ' +
    'setup and a weekly review of every open position.',
  disclaimer:
    `Ananya Sharma is a SEBI registered Research Analyst (${ANANYA_SEBI_NUMBER}). Calls are research, not ` +
    'a promise of returns. Investments in securities are subject to market risks; read all related ' +
    'documents carefully before investing. Registration granted by SEBI does not guarantee the ' +
    'performance of the intermediary or provide any assurance of returns to investors.',
  typesOfInstrument: ['Equity'],
  keyOffering: [
    '2-4 swing calls a week in large-cap stocks',
    'Entry, stop loss and up to three targets on every call',
    'Weekly Sunday review of every open position',
    'Desk watchlist of names close to a setup',
  ],
  freeTrail: true,
  createdDaysAgo: 60,
  members: [
    { phone: PRIYA, joinedDaysAgo: 45 },
    { phone: KARAN, joinedDaysAgo: 38 },
    { phone: ROHIT, joinedDaysAgo: 24 },
    { phone: MEERA, joinedDaysAgo: 10 },
  ],
  trades: [
    {
      key: 'desk-hdfcbank-target',
      symbol: 'HDFCBANK',
      side: 'Buy',
      state: 'closed_target',
      entry: 0.9,
      ladder: [[0.95, 0.875]],
      exit: 0.952,
      heldDays: 9,
      lots: 3,
      duration: 3,
      daysAgo: 52,
      featured: true,
      reasoning: 'Deposit growth caught up with credit growth; entry on the retest of the breakout level.',
    },
    {
      key: 'desk-kotakbank-target',
      symbol: 'KOTAKBANK',
      side: 'Buy',
      state: 'closed_target',
      entry: 0.92,
      ladder: [[0.97, 0.895]],
      exit: 0.971,
      heldDays: 12,
      lots: 2,
      duration: 3,
      daysAgo: 45,
      reasoning: 'A higher low above the 50-day average after a month of consolidation.',
    },
    {
      key: 'desk-axisbank-stop',
      symbol: 'AXISBANK',
      side: 'Buy',
      state: 'closed_stop_loss',
      entry: 0.96,
      ladder: [[1.02, 0.93]],
      exit: 0.928,
      heldDays: 4,
      lots: 3,
      duration: 3,
      daysAgo: 38,
      reasoning: 'Breakout attempt from a flag; the stop sits below the flag low and was not widened.',
    },
    {
      key: 'desk-lt-target',
      symbol: 'LT',
      side: 'Buy',
      state: 'closed_target',
      entry: 0.88,
      ladder: [[0.94, 0.855]],
      exit: 0.942,
      heldDays: 14,
      lots: 1,
      duration: 3,
      daysAgo: 31,
      featured: true,
      holdsPosition: true,
      reasoning: 'Order book at a record with execution picking up; pullback to the rising trendline.',
    },
    {
      key: 'desk-bajfinance-exit',
      symbol: 'BAJFINANCE',
      side: 'Buy',
      state: 'exited',
      entry: 0.97,
      ladder: [[1.03, 0.94]],
      exit: 0.975,
      heldDays: 6,
      lots: 1,
      duration: 3,
      daysAgo: 26,
      reasoning: 'Exited by hand ahead of the results: a small gain banked rather than an event risk.',
    },
    {
      key: 'desk-sbin-sell-target',
      symbol: 'SBIN',
      side: 'Sell',
      state: 'closed_target',
      entry: 1.04,
      ladder: [[0.99, 1.07]],
      exit: 0.988,
      heldDays: 8,
      lots: 4,
      duration: 3,
      daysAgo: 20,
      reasoning: 'A lower high on the weekly chart and falling relative strength; short below support.',
    },
    {
      key: 'desk-shriramfin-target',
      symbol: 'SHRIRAMFIN',
      side: 'Buy',
      state: 'closed_target',
      entry: 0.91,
      ladder: [[0.96, 0.885]],
      exit: 0.962,
      heldDays: 10,
      lots: 2,
      duration: 3,
      daysAgo: 15,
      reasoning: 'Asset quality steady and AUM growth ahead of peers; base breakout on volume.',
    },
    {
      key: 'desk-bhartiartl-stop',
      symbol: 'BHARTIARTL',
      side: 'Buy',
      state: 'closed_stop_loss',
      entry: 0.99,
      ladder: [[1.05, 0.965]],
      exit: 0.963,
      heldDays: 3,
      lots: 2,
      duration: 3,
      daysAgo: 10,
      reasoning: 'Tariff hike expectations; the breakout failed and the stop did its job.',
    },
    {
      key: 'desk-axisbank-second-row',
      symbol: 'AXISBANK',
      side: 'Buy',
      state: 'live_second_row',
      entry: 0.95,
      ladder: [
        [0.985, 0.925],
        [1.05, 0.95],
      ],
      lots: 3,
      duration: 3,
      daysAgo: 8,
      reasoning:
        'Second attempt after the failed flag: the first target is done and the stop now sits at cost.',
    },
    {
      key: 'desk-icicibank-live',
      symbol: 'ICICIBANK',
      side: 'Buy',
      state: 'live',
      entry: 0.985,
      ladder: [
        [1.03, 0.955],
        [1.06, 0.985],
      ],
      lots: 4,
      duration: 3,
      daysAgo: 5,
      featured: true,
      reasoning:
        'The strongest private bank on relative strength; trail the stop to cost at the first target.',
    },
    {
      key: 'desk-ultracemco-upcoming',
      symbol: 'ULTRACEMCO',
      side: 'Buy',
      state: 'upcoming',
      entry: 1.015,
      ladder: [[1.07, 0.985]],
      lots: 1,
      duration: 3,
      daysAgo: 1,
      reasoning: 'Buy only above the recent high: cement prices firming into the construction season.',
    },
  ],
  watchlist: {
    name: 'Swing Desk Watchlist',
    symbols: ['HDFCBANK', 'ICICIBANK', 'KOTAKBANK', 'AXISBANK', 'SBIN', 'BAJFINANCE', 'LT', 'BHARTIARTL'],
  },
};

const niftyMomentum: SeedGroupSpec = {
  admin: ANANYA,
  name: 'Nifty Momentum Club',
  groupType: 'Public',
  description:
    'Short swings in NIFTY 50 names with the strongest momentum: new highs on rising volume, entries on ' +
    'the first pullback, exits by the book. Open to everyone who wants to learn how a momentum trade is ' +
    'planned, sized and closed, one trade at a time.',
  disclaimer:
    'For learning. Past performance is no indication of future returns; size every position to the stop loss.',
  typesOfInstrument: ['Equity'],
  keyOffering: ['Momentum setups in NIFTY 50 names', 'Every exit explained, wins and losses alike'],
  createdDaysAgo: 58,
  members: [
    { phone: KARAN, joinedDaysAgo: 50 },
    { phone: PRIYA, joinedDaysAgo: 41 },
    { phone: ROHIT, joinedDaysAgo: 19 },
  ],
  trades: [
    {
      key: 'momentum-mm-target',
      symbol: 'M&M',
      side: 'Buy',
      state: 'closed_target',
      entry: 0.9,
      ladder: [[0.945, 0.88]],
      exit: 0.947,
      heldDays: 4,
      lots: 2,
      duration: 2,
      daysAgo: 40,
      featured: true,
      reasoning: 'New 52-week high on twice the average volume; entry on the first pullback.',
    },
    {
      key: 'momentum-trent-stop',
      symbol: 'TRENT',
      side: 'Buy',
      state: 'closed_stop_loss',
      entry: 0.95,
      ladder: [[1.0, 0.93]],
      exit: 0.928,
      heldDays: 2,
      lots: 1,
      duration: 2,
      daysAgo: 33,
      reasoning: 'Momentum faded below the breakout level; stopped out as planned.',
    },
    {
      key: 'momentum-eichermot-target',
      symbol: 'EICHERMOT',
      side: 'Buy',
      state: 'closed_target',
      entry: 0.92,
      ladder: [[0.965, 0.9]],
      exit: 0.967,
      heldDays: 5,
      lots: 1,
      duration: 2,
      daysAgo: 27,
      reasoning: 'Monthly volumes ahead of estimates and a tight base under the high.',
    },
    {
      key: 'momentum-tatasteel-sell',
      symbol: 'TATASTEEL',
      side: 'Sell',
      state: 'closed_target',
      entry: 1.05,
      ladder: [[1.0, 1.075]],
      exit: 0.998,
      heldDays: 3,
      lots: 10,
      duration: 2,
      daysAgo: 21,
      reasoning: 'Steel prices softening and the weakest metal name on momentum; short below the swing low.',
    },
    {
      key: 'momentum-bel-exit',
      symbol: 'BEL',
      side: 'Buy',
      state: 'exited',
      entry: 0.94,
      ladder: [[0.99, 0.915]],
      exit: 0.952,
      heldDays: 2,
      lots: 5,
      duration: 2,
      daysAgo: 14,
      reasoning: 'Exited part way to the target when the index turned; a partial move captured.',
    },
    {
      key: 'momentum-adaniports-target',
      symbol: 'ADANIPORTS',
      side: 'Buy',
      state: 'closed_target',
      entry: 0.95,
      ladder: [[0.99, 0.93]],
      exit: 0.992,
      heldDays: 4,
      lots: 2,
      duration: 2,
      daysAgo: 7,
      featured: true,
      reasoning: 'Cargo volumes at a record; continuation after a three-day flag.',
    },
    {
      key: 'momentum-bajaj-auto-live',
      symbol: 'BAJAJ-AUTO',
      side: 'Buy',
      state: 'live',
      entry: 0.98,
      ladder: [[1.025, 0.96]],
      lots: 1,
      duration: 2,
      daysAgo: 2,
      reasoning: 'Export recovery and a fresh high; the stop sits under the breakout candle.',
    },
    {
      key: 'momentum-jswsteel-upcoming',
      symbol: 'JSWSTEEL',
      side: 'Buy',
      state: 'upcoming',
      entry: 1.01,
      ladder: [[1.05, 0.99]],
      lots: 3,
      duration: 2,
      daysAgo: 0,
      reasoning: 'Buy only on a close above the range high; no entry inside the range.',
    },
  ],
};

const optionsLab: SeedGroupSpec = {
  admin: ANANYA,
  name: 'Options Lab',
  groupType: 'Private',
  description:
    'A small desk for index futures and options: defined-risk option buys around events and futures ' +
    'trades with the stop loss set before entry. Membership is by request so the discussion stays focused.',
  disclaimer:
    'Derivatives are leveraged: a premium can go to zero and futures losses can exceed the margin. ' +
    'Trade only with money you can afford to lose.',
  typesOfInstrument: ['F&O'],
  keyOffering: ['Index futures and options calls', 'Premium at risk stated on every option buy'],
  createdDaysAgo: 30,
  members: [
    { phone: MEERA, joinedDaysAgo: 26 },
    { phone: PRIYA, joinedDaysAgo: 13 },
  ],
  requests: [{ phone: KARAN, requestedDaysAgo: 2 }],
  trades: [
    {
      key: 'lab-nifty-future-target',
      symbol: 'FUT:NIFTY',
      side: 'Buy',
      state: 'closed_target',
      entry: 0.97,
      ladder: [[0.99, 0.96]],
      exit: 0.991,
      lots: 1,
      duration: 1,
      daysAgo: 20,
      featured: true,
      reasoning: 'Index future long above VWAP after a gap fill; book at the first target.',
    },
    {
      key: 'lab-banknifty-put-stop',
      symbol: 'PE:BANKNIFTY',
      side: 'Buy',
      state: 'closed_stop_loss',
      entry: 0.9,
      ladder: [[1.2, 0.75]],
      exit: 0.74,
      lots: 1,
      duration: 1,
      daysAgo: 16,
      reasoning: 'Put for a break of the support band; the band held and the premium stop was hit.',
    },
    {
      key: 'lab-nifty-call-target',
      symbol: 'CE:NIFTY',
      side: 'Buy',
      state: 'closed_target',
      entry: 0.8,
      ladder: [[1.1, 0.65]],
      exit: 1.12,
      lots: 1,
      duration: 1,
      daysAgo: 12,
      featured: true,
      reasoning: 'At-the-money call ahead of the policy decision; premium at risk capped at the stop.',
    },
    {
      key: 'lab-banknifty-future-sell',
      symbol: 'FUT:BANKNIFTY',
      side: 'Sell',
      state: 'closed_target',
      entry: 1.03,
      ladder: [[1.01, 1.04]],
      exit: 1.008,
      lots: 1,
      duration: 1,
      daysAgo: 9,
      reasoning: 'Short the bank index future below the opening range; covered at the target.',
    },
    {
      key: 'lab-hdfcbank-call-exit',
      symbol: 'CE:HDFCBANK',
      side: 'Buy',
      state: 'exited',
      entry: 0.92,
      ladder: [[1.25, 0.78]],
      exit: 1.05,
      lots: 1,
      duration: 1,
      daysAgo: 5,
      reasoning: 'Call bought into the results; exited by hand once volatility came off.',
    },
    {
      key: 'lab-nifty-put-live',
      symbol: 'PE:NIFTY',
      side: 'Buy',
      state: 'live',
      entry: 0.96,
      ladder: [[1.3, 0.8]],
      lots: 1,
      duration: 1,
      daysAgo: 1,
      reasoning: 'A hedge-style put while the index tests resistance; premium stop at 80% of entry.',
    },
    {
      key: 'lab-banknifty-call-upcoming',
      symbol: 'CE:BANKNIFTY',
      side: 'Buy',
      state: 'upcoming',
      entry: 1.05,
      ladder: [[1.35, 0.88]],
      lots: 1,
      duration: 1,
      daysAgo: 0,
      reasoning: 'Enter only on a move through the resistance band; no trade if it fails there.',
    },
  ],
};

const breakoutRoom: SeedGroupSpec = {
  admin: KARAN,
  name: "Karan's Breakout Room",
  groupType: 'Premium',
  description:
    'Breakout setups from my own trading journal: the chart, the trigger level and where I would be wrong. ' +
    'I am not SEBI registered, so this is a learning room and not advice; every setup shows its risk first.',
  disclaimer:
    'Karan Mehta is not registered with SEBI. Nothing here is investment advice or a recommendation to ' +
    'buy or sell; do your own research before you trade.',
  typesOfInstrument: ['Equity'],
  keyOffering: [
    'Breakout setups with the trigger level and the risk',
    'Journal notes on every closed trade',
    'Monthly live review of the setups that failed',
  ],
  isLimitedOffer: true,
  createdDaysAgo: 35,
  members: [
    { phone: PRIYA, joinedDaysAgo: 33 },
    { phone: MEERA, joinedDaysAgo: 20 },
  ],
  trades: [
    {
      key: 'room-tataconsum-target',
      symbol: 'TATACONSUM',
      side: 'Buy',
      state: 'closed_target',
      entry: 0.9,
      ladder: [[0.95, 0.88]],
      exit: 0.951,
      heldDays: 7,
      lots: 2,
      duration: 3,
      daysAgo: 30,
      featured: true,
      reasoning: 'Cup and handle on the daily chart; trigger above the handle high.',
    },
    {
      key: 'room-hindalco-stop',
      symbol: 'HINDALCO',
      side: 'Buy',
      state: 'closed_stop_loss',
      entry: 0.94,
      ladder: [[1.0, 0.92]],
      exit: 0.918,
      heldDays: 2,
      lots: 3,
      duration: 3,
      daysAgo: 24,
      reasoning: 'Range breakout that reversed the next day; a clean stop.',
    },
    {
      key: 'room-drreddy-target',
      symbol: 'DRREDDY',
      side: 'Buy',
      state: 'closed_target',
      entry: 0.93,
      ladder: [[0.97, 0.91]],
      exit: 0.972,
      heldDays: 9,
      lots: 1,
      duration: 3,
      daysAgo: 17,
      reasoning: 'Ascending triangle resolved upwards on volume.',
    },
    {
      key: 'room-ongc-exit',
      symbol: 'ONGC',
      side: 'Buy',
      state: 'exited',
      entry: 0.97,
      ladder: [[1.02, 0.95]],
      exit: 0.965,
      heldDays: 3,
      lots: 10,
      duration: 3,
      daysAgo: 11,
      reasoning: 'Crude turned lower after entry; exited early for a small loss.',
    },
    {
      key: 'room-powergrid-live',
      symbol: 'POWERGRID',
      side: 'Buy',
      state: 'live',
      entry: 0.985,
      ladder: [[1.03, 0.96]],
      lots: 5,
      duration: 3,
      daysAgo: 3,
      featured: true,
      reasoning: 'Breakout from a six-week base; the stop is under the base.',
    },
    {
      key: 'room-apollohosp-upcoming',
      symbol: 'APOLLOHOSP',
      side: 'Buy',
      state: 'upcoming',
      entry: 1.02,
      ladder: [[1.07, 0.995]],
      lots: 1,
      duration: 3,
      daysAgo: 0,
      reasoning: 'Trigger above the pivot high; no trade if it does not trigger this week.',
    },
  ],
};

export const SEED_GROUPS: SeedGroupSpec[] = [swingDesk, niftyMomentum, optionsLab, breakoutRoom];

/**
 * Ananya's contact card (expert_contacts; the premium group's user_sebi_details): plausible, clearly
 * demo details that pass the group-contact call's own checks (ContactCardBodySchema).
 */
export const SEED_EXPERT_CONTACTS: {
  phone: string;
  contact: {
    cin: string;
    sebiNumber: string;
    description: string;
    officeAddress: string;
    phone: string;
    email: string;
    grievanceOfficer: { name: string; email: string; mobile: string };
    complianceOfficer: { name: string; email: string; mobile: string };
    investorCharter: string;
    investorComplaints: string;
  };
}[] = [
  {
    phone: ANANYA,
    contact: {
      cin: 'U67190MH2020PTC123456',
      sebiNumber: ANANYA_SEBI_NUMBER,
      description:
        'Sharma Research Desk Private Limited (demo company) publishes equity research by Ananya Sharma, a ' +
        'SEBI registered Research Analyst. Research only: no portfolio management, no assured returns.',
      officeAddress: 'Demo Office, 4th Floor, Example House, Nariman Point, Mumbai, Maharashtra 400021',
      phone: '9820012345',
      email: 'demo@sharma-research.example',
      grievanceOfficer: {
        name: 'Rahul Desai (demo)',
        email: 'grievance.demo@sharma-research.example',
        mobile: '9820012346',
      },
      complianceOfficer: {
        name: 'Sneha Kulkarni (demo)',
        email: 'compliance.demo@sharma-research.example',
        mobile: '9820012347',
      },
      investorCharter: 'https://www.sebi.gov.in/',
      investorComplaints: 'https://scores.sebi.gov.in/',
    },
  },
];
