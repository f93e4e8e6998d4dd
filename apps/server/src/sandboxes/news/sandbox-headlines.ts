/**
 * The sandbox news provider's demo headlines: Indian market news naming our seeded securities (the
 * NIFTY 50 companies and the indices), written for the demo. They are not real reports: every item is
 * stored with is_demo, which the web shows in its footer, and its link opens the named security's
 * page on TradeCircle rather than an article. Names are written so that the tagging rule finds them
 * (a symbol in capitals, or the company name without Ltd: docs/architecture.md, "News").
 */
export type SandboxHeadline = {
  /** Stable across starts: the item's external id is `tradecircle-demo:<slug>`. */
  slug: string;
  /** How long before the server start it was "published" (spread over the last three days). */
  minutesAgo: number;
  title: string;
  description: string;
  /** The security page it links to: `/search/<SYMBOL>-<EXCHANGE>`. */
  link: string;
  source?: string;
};

export const SANDBOX_SOURCE = 'TradeCircle Demo Wire';
const DESK = 'TradeCircle Demo Markets Desk';

export const SANDBOX_HEADLINES: readonly SandboxHeadline[] = [
  {
    slug: 'nifty-opens-higher-banks',
    minutesAgo: 18,
    title: 'NIFTY 50 opens higher as HDFC Bank and ICICI Bank lead early gains',
    description:
      'Benchmark indices started the session on a firm note, with private lenders adding the most points. Traders pointed to steady foreign inflows and easing bond yields, while breadth on the NSE stayed positive through the first hour of trade.',
    link: 'NIFTY-NSE',
    source: DESK,
  },
  {
    slug: 'reliance-retail-expansion',
    minutesAgo: 55,
    title: 'Reliance Industries outlines faster store additions for its retail arm',
    description:
      'The conglomerate said its retail business would keep opening stores in smaller towns over the coming quarters, with grocery and fashion formats leading the expansion. Analysts expect capital spending to stay elevated as new energy projects also ramp up.',
    link: 'RELIANCE-NSE',
  },
  {
    slug: 'tcs-deal-wins',
    minutesAgo: 97,
    title: 'TCS bags multi-year cloud transformation deal from a European insurer',
    description:
      'Tata Consultancy Services will move the insurer’s core policy systems to the cloud under the contract. Brokerages said large deal wins this quarter support a gradual recovery in IT services demand after a muted year.',
    link: 'TCS-NSE',
  },
  {
    slug: 'infosys-guidance-watch',
    minutesAgo: 140,
    title: 'Infosys and Wipro in focus ahead of the quarterly results season',
    description:
      'Investors are watching revenue guidance and deal pipelines as the IT majors prepare to report. Discretionary spending by US banks and retailers remains the key swing factor, according to sector analysts tracking the companies.',
    link: 'INFY-NSE',
  },
  {
    slug: 'sbi-deposit-growth',
    minutesAgo: 185,
    title: 'State Bank of India reports steady deposit growth, margins hold up',
    description:
      'The country’s largest lender said deposits grew in line with loans during the quarter, helping it keep net interest margins broadly stable. Asset quality improved further as slippages stayed low across retail and SME books.',
    link: 'SBIN-NSE',
  },
  {
    slug: 'itc-hotels-fmcg',
    minutesAgo: 240,
    title: 'ITC shares edge up as FMCG margins improve on softer input costs',
    description:
      'The cigarettes-to-consumer goods company benefited from lower prices of edible oil and wheat, which lifted margins in packaged foods. Volume growth in cigarettes stayed steady, while paperboard prices remained under pressure from cheaper imports.',
    link: 'ITC-NSE',
  },
  {
    slug: 'banknifty-record',
    minutesAgo: 310,
    title: 'NIFTY BANK hits a fresh high; Kotak Mahindra Bank and Axis Bank rally',
    description:
      'The banking index climbed to a record intraday level as lenders extended gains for a third straight session. Credit growth estimates for the year were revised upward by several brokerages after recent data releases.',
    link: 'BANKNIFTY-NSE',
    source: DESK,
  },
  {
    slug: 'lt-order-inflow',
    minutesAgo: 380,
    title: 'Larsen & Toubro wins large order for a Middle East power transmission project',
    description:
      'The engineering and construction major classified the contract as significant, adding to a record order book. International orders now make up a growing share of its backlog, which management expects to support execution over the next two years.',
    link: 'LT-NSE',
  },
  {
    slug: 'airtel-tariff',
    minutesAgo: 455,
    title: 'Bharti Airtel adds subscribers as average revenue per user rises again',
    description:
      'The telecom operator said more customers upgraded to 4G and 5G plans, pushing average revenue per user higher for the quarter. Its Africa business also posted steady growth in constant currency terms.',
    link: 'BHARTIARTL-NSE',
  },
  {
    slug: 'maruti-sales',
    minutesAgo: 530,
    title: 'Maruti Suzuki India monthly sales rise on strong SUV demand',
    description:
      'Dispatches of utility vehicles led the growth while small car volumes stayed flat. Export shipments reached a new monthly high, and dealers reported healthy bookings ahead of the festive season across northern and western markets.',
    link: 'MARUTI-NSE',
  },
  {
    slug: 'mm-tractors',
    minutesAgo: 610,
    title: 'Mahindra & Mahindra tractor sales jump after a good monsoon',
    description:
      'Farm equipment volumes grew sharply as better rainfall lifted rural sentiment. The automaker’s SUV business also kept its momentum, with several models carrying waiting periods of a few weeks in major cities.',
    link: 'M&M-NSE',
  },
  {
    slug: 'tatasteel-europe',
    minutesAgo: 700,
    title: 'Tata Steel and JSW Steel slip as global steel prices soften',
    description:
      'Metal stocks came under pressure after benchmark hot-rolled coil prices in China eased on weak construction demand. Domestic prices have held up better, but traders expect some pressure on realisations in the coming months.',
    link: 'TATASTEEL-NSE',
  },
  {
    slug: 'sensex-closes-flat',
    minutesAgo: 790,
    title: 'SENSEX ends flat after a volatile session; metals drag, IT supports',
    description:
      'The BSE benchmark swung between gains and losses before settling little changed. Losses in metal and energy names were offset by buying in technology stocks, while the broader market outperformed the headline indices.',
    link: 'SENSEX-BSE',
    source: DESK,
  },
  {
    slug: 'hul-price-cuts',
    minutesAgo: 880,
    title: 'Hindustan Unilever trims prices in detergents to defend market share',
    description:
      'The consumer goods maker passed on lower commodity costs to shoppers in some laundry brands. Management has said volume growth is its priority, and rural demand has been recovering slowly over the past few quarters.',
    link: 'HINDUNILVR-NSE',
  },
  {
    slug: 'sunpharma-specialty',
    minutesAgo: 980,
    title: 'Sun Pharmaceutical Industries gets approval for a specialty dermatology drug',
    description:
      'The drugmaker received regulatory clearance to market the treatment in the United States, strengthening its specialty portfolio. Specialty products now account for a rising share of its US revenue, analysts noted.',
    link: 'SUNPHARMA-NSE',
  },
  {
    slug: 'drreddy-cipla-generics',
    minutesAgo: 1090,
    title: 'Dr. Reddy’s Laboratories and Cipla gain on US generic launches',
    description:
      'Pharma stocks rose after both companies launched generic versions of widely used drugs in the US market. Price erosion in the US generics business has moderated, which supports margins for Indian exporters.',
    link: 'DRREDDY-NSE',
  },
  {
    slug: 'bajajfinance-aum',
    minutesAgo: 1200,
    title: 'Bajaj Finance reports strong growth in assets under management',
    description:
      'The non-banking lender said customer additions stayed robust and its loan book grew across consumer and SME segments. Credit costs remained elevated in some unsecured products, which the company said it is monitoring closely.',
    link: 'BAJFINANCE-NSE',
  },
  {
    slug: 'coalindia-output',
    minutesAgo: 1330,
    title: 'Coal India production rises as power demand stays high',
    description:
      'The state-run miner increased output during the month to meet demand from thermal power plants. Stocks at power stations are comfortable ahead of winter, and NTPC said its plants are running at high load factors.',
    link: 'COALINDIA-NSE',
  },
  {
    slug: 'ongc-output',
    minutesAgo: 1460,
    title: 'ONGC shares move as crude prices swing on supply concerns',
    description:
      'Upstream oil producers tracked global crude prices, which were volatile after producers signalled changes to output targets. Refiners and oil marketing companies moved in the opposite direction on expectations of margin pressure.',
    link: 'ONGC-NSE',
  },
  {
    slug: 'asianpaints-competition',
    minutesAgo: 1600,
    title: 'Asian Paints faces tougher competition as new entrants expand',
    description:
      'The decorative paints leader is spending more on dealer incentives as newer players add capacity. Demand for premium emulsions has been steady, but analysts expect margin pressure to continue for a few more quarters.',
    link: 'ASIANPAINT-NSE',
  },
  {
    slug: 'ultratech-capacity',
    minutesAgo: 1750,
    title: 'UltraTech Cement commissions new capacity in central India',
    description:
      'The country’s largest cement maker added grinding capacity as it moves towards its expansion target. Cement demand from housing and infrastructure projects has picked up after the monsoon months.',
    link: 'ULTRACEMCO-NSE',
  },
  {
    slug: 'titan-jewellery',
    minutesAgo: 1900,
    title: 'Titan Company sees strong jewellery demand despite high gold prices',
    description:
      'The jeweller reported healthy footfalls in its stores during the wedding season, with studded jewellery growing faster than plain gold. Its watches and eyewear segments also grew, helped by new store openings.',
    link: 'TITAN-NSE',
  },
  {
    slug: 'hcltech-techm-deals',
    minutesAgo: 2060,
    title: 'HCL Technologies and Tech Mahindra sign new engineering services deals',
    description:
      'Both IT companies announced contracts with automotive and telecom clients for engineering and network services. Mid-tier deal momentum has been better than at the largest peers, according to sector reports.',
    link: 'HCLTECH-NSE',
  },
  {
    slug: 'adani-enterprises-airports',
    minutesAgo: 2230,
    title: 'Adani Enterprises plans fundraise to support airport and data centre projects',
    description:
      'The flagship company said it would raise capital in stages to fund its infrastructure pipeline. Passenger traffic at its airports has risen steadily, and new data centre capacity is expected to come online next year.',
    link: 'ADANIENT-NSE',
  },
  {
    slug: 'eternal-quick-commerce',
    minutesAgo: 2400,
    title: 'Eternal expands quick commerce dark stores ahead of the festive season',
    description:
      'The food delivery and quick commerce company is adding dark stores in large cities to shorten delivery times. Competition in ten-minute delivery remains intense, which analysts say could weigh on near-term profitability.',
    link: 'ETERNAL-NSE',
  },
  {
    slug: 'indigo-capacity',
    minutesAgo: 2600,
    title: 'InterGlobe Aviation adds international routes as fleet grows',
    description:
      'The country’s largest airline is launching more flights to Southeast Asia and Central Asia. Lower jet fuel prices have helped costs, though a stronger dollar remains a headwind for lease payments.',
    link: 'INDIGO-NSE',
  },
  {
    slug: 'nestle-rural',
    minutesAgo: 2820,
    title: 'Nestle India bets on smaller packs to widen rural reach',
    description:
      'The packaged foods company is rolling out lower-priced packs of noodles and beverages in small towns. Urban demand has been sluggish, so rural distribution is an important lever for volume growth this year.',
    link: 'NESTLEIND-NSE',
  },
  {
    slug: 'jiofin-lending',
    minutesAgo: 3060,
    title: 'Jio Financial Services widens its lending and payments products',
    description:
      'The financial services company is adding home loans and merchant payment services to its app. Investors are watching how fast it can scale its loan book while keeping credit quality in check.',
    link: 'JIOFIN-NSE',
  },
  {
    slug: 'bel-defence-orders',
    minutesAgo: 3330,
    title: 'Bharat Electronics bags defence orders for radar and communication systems',
    description:
      'The state-run defence electronics maker received new orders from the armed forces, adding to an already strong order book. Defence stocks have rallied this year on expectations of higher domestic procurement.',
    link: 'BEL-NSE',
  },
  {
    slug: 'eicher-royal-enfield',
    minutesAgo: 3620,
    title: 'Eicher Motors posts record motorcycle sales in the month',
    description:
      'Sales of its mid-size motorcycles rose on the back of new launches and higher exports. The company is also investing in electric motorcycles, with the first models expected in the market within a year.',
    link: 'EICHERMOT-NSE',
  },
  {
    slug: 'nifty-weekly-wrap',
    minutesAgo: 3950,
    title: 'Week ahead: NIFTY 50 traders watch inflation data and RBI commentary',
    description:
      'Market participants will track the consumer price inflation print and comments from the central bank for cues on interest rates. NIFTY FINANCIAL SERVICES and rate-sensitive sectors such as autos and realty are likely to react most.',
    link: 'NIFTY-NSE',
    source: DESK,
  },
  {
    slug: 'midcap-select-breadth',
    minutesAgo: 4200,
    title: 'NIFTY MIDCAP SELECT outperforms as investors hunt for growth',
    description:
      'Mid-sized companies continued to outpace large caps, with capital goods and financial stocks leading the advance. Some fund managers cautioned that valuations in parts of the midcap space look stretched.',
    link: 'MIDCPNIFTY-NSE',
    source: DESK,
  },
];
