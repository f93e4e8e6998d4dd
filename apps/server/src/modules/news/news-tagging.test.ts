import { describe, expect, it } from 'vitest';
import { createSandboxNewsProvider } from '../../providers/news/index.ts';
import { SEED_SECURITIES } from '../../seed/securities.data.ts';
import { companyName, createSecurityMatcher, type TaggableSecurity } from './news-tagging.ts';

// The seeded stocks and indices with made-up ids: the NSE listings first, then the six BSE ones.
const SECURITIES: TaggableSecurity[] = SEED_SECURITIES.map((security, index) => ({
  id: index + 1,
  symbol: security.symbol,
  name: security.name,
  exchange: security.exchange,
}));
const idOf = (symbol: string, exchange = 'NSE') =>
  SECURITIES.find((security) => security.symbol === symbol && security.exchange === exchange)!.id;
const match = createSecurityMatcher(SECURITIES);
const symbolsIn = (text: string) =>
  match(text).map((id) => SECURITIES.find((security) => security.id === id)!.symbol);

describe('tagging by symbol', () => {
  it('finds a symbol written as a whole word in capitals, also with & or -', () => {
    expect(symbolsIn('TCS and INFY slip; M&M, BAJAJ-AUTO gain')).toEqual([
      'TCS',
      'INFY',
      'M&M',
      'BAJAJ-AUTO',
    ]);
    expect(symbolsIn('(ITC) ITC. "ITC"')).toEqual(['ITC']);
  });

  it('never inside another word, nor in lower or mixed case', () => {
    expect(symbolsIn('The network SWITCH vendor')).toEqual([]);
    expect(symbolsIn('ITCX, XITC, ITC2 and LTD are not ITC or LT')).toEqual(['ITC', 'LT']);
    expect(symbolsIn('Tcs, tcs, infy, Bel canto, a belt, Titanic, ALTITUDE')).toEqual([]);
  });
});

describe('tagging by company name', () => {
  it('finds the name without Ltd or Limited, in any case, as whole words', () => {
    expect(companyName('Reliance Industries Ltd')).toBe('Reliance Industries');
    expect(companyName('Infosys Limited')).toBe('Infosys');
    expect(companyName('State Bank of India')).toBe('State Bank of India');
    expect(symbolsIn('Reliance Industries and infosys rally; STATE BANK OF INDIA flat')).toEqual([
      'RELIANCE',
      'INFY',
      'SBIN',
    ]);
    expect(symbolsIn('Larsen &  Toubro wins an order')).toEqual(['LT']);
  });

  it("reads curly apostrophes as plain ones (Dr. Reddy's)", () => {
    expect(symbolsIn('Dr. Reddy’s Laboratories launches a generic')).toEqual(['DRREDDY']);
  });

  it('does not find a name inside longer words or from part of it', () => {
    expect(symbolsIn('Wiproduct launches; Ciplas; Reliance alone; Trentino; Infosyss')).toEqual([]);
  });
});

describe('the tags of an item', () => {
  it('come in order of first mention, each once', () => {
    expect(symbolsIn('HDFC Bank beats ICICI Bank; HDFC Bank again; TCS')).toEqual([
      'HDFCBANK',
      'ICICIBANK',
      'TCS',
    ]);
  });

  it('name a company listed on both exchanges once, as its NSE listing', () => {
    expect(match('RELIANCE and ITC')).toEqual([idOf('RELIANCE'), idOf('ITC')]);
    // The BSE-only index stays itself.
    expect(match('SENSEX ends flat')).toEqual([idOf('SENSEX', 'BSE')]);
  });

  it('count a mention inside a longer one only for the longer (NIFTY inside NIFTY BANK)', () => {
    expect(symbolsIn('NIFTY BANK rises')).toEqual(['BANKNIFTY']);
    expect(symbolsIn('NIFTY 50 and Nifty Bank')).toEqual(['NIFTY', 'BANKNIFTY']);
    expect(symbolsIn('NIFTY FINANCIAL SERVICES, Jio Financial Services')).toEqual(['FINNIFTY', 'JIOFIN']);
  });
});

describe('the sandbox headlines', () => {
  it('each name at least one seeded security, the one its link opens among them', async () => {
    const result = await createSandboxNewsProvider().fetchFeed(
      'sandbox:demo-headlines',
      undefined,
      new Date(),
    );
    if (result.status !== 'fresh') throw new Error('the sandbox answers fresh at first');
    for (const item of result.items) {
      const [symbol, exchange] = item.newsUrl.replace('/search/', '').split(/-(?=[A-Z]+$)/);
      const tags = match(`${item.title}\n${item.description}`);
      expect(tags, item.title).toContain(idOf(symbol!, exchange));
    }
  });
});
