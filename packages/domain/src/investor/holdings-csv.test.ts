import { describe, expect, it } from 'vitest';
import {
  atWeightedCost,
  csvRecords,
  HOLDINGS_CSV_LIMITS,
  holdingsCsvFieldErrors,
  holdingsCsvRefusal,
  normaliseCsvSymbol,
  parseHoldingsCsv,
} from './holdings-csv.ts';

describe('csvRecords', () => {
  it('reads quoted commas, doubled quotes, CRLF and a last line without a break', () => {
    expect(csvRecords('a,"b,c","say ""hi"""\r\n1,2,3')).toEqual([
      ['a', 'b,c', 'say "hi"'],
      ['1', '2', '3'],
    ]);
  });

  it('keeps a line break inside quotes in its field', () => {
    expect(csvRecords('"two\nlines",x\n')).toEqual([['two\nlines', 'x']]);
  });
});

describe('normaliseCsvSymbol', () => {
  it('drops the exchange prefix and the series suffix, in capitals', () => {
    expect(normaliseCsvSymbol(' nse:idea-be ')).toBe('IDEA');
    expect(normaliseCsvSymbol('M&M')).toBe('M&M');
    expect(normaliseCsvSymbol('BAJAJ-AUTO')).toBe('BAJAJ-AUTO');
  });
});

describe('parseHoldingsCsv', () => {
  it('reads Kite’s columns and Console’s, in any order and case', () => {
    const kite = parseHoldingsCsv('Instrument,Qty.,Avg. cost,LTP\nTCS,3,3400.5,3500\n');
    expect(kite).toMatchObject({
      problems: [],
      holdings: [{ symbol: 'TCS', quantity: 3, averagePrice: 3400.5 }],
    });
    const console = parseHoldingsCsv('ISIN,average price,SYMBOL,Quantity Available\nINE,₹ 1,200.00,ITC,7\n');
    // An unquoted thousands separator splits the field: that row is refused, not misread.
    expect(console.problems).toHaveLength(1);
    const quoted = parseHoldingsCsv('ISIN,average price,SYMBOL,Quantity Available\nINE,"₹ 1,200.00",ITC,7\n');
    expect(quoted.holdings).toEqual([{ symbol: 'ITC', quantity: 7, averagePrice: 1200 }]);
  });

  it('merges a symbol on several rows at its weighted average cost and keeps its rows', () => {
    const parsed = parseHoldingsCsv('Symbol,Qty,Avg Price\nINFY,20,1500\nWIPRO,1,400\ninfy-eq,10,1530\n');
    expect(parsed.holdings).toEqual([
      { symbol: 'INFY', quantity: 30, averagePrice: 1510 },
      { symbol: 'WIPRO', quantity: 1, averagePrice: 400 },
    ]);
    expect(parsed.rowsOf.get('INFY')).toEqual([2, 4]);
  });

  it('names every bad row with all of its problems, counting rows as a spreadsheet does', () => {
    const parsed = parseHoldingsCsv('Symbol,Qty,Avg Price\n\nTCS,0,abc\n$$$,5,10\nOK,5,10\n');
    expect(parsed.problems).toEqual([
      {
        row: 3,
        message:
          'The quantity "0" must be a whole number of shares above 0; the average price "abc" must be a number of rupees above 0',
      },
      { row: 4, message: '"$$$" is not an NSE symbol' },
    ]);
    expect(parsed.holdings).toEqual([{ symbol: 'OK', quantity: 5, averagePrice: 10 }]);
  });

  it('refuses a file without the columns, without rows, too long or too large', () => {
    expect(parseHoldingsCsv('Name,Value\nx,1\n').problems[0]!.message).toBe(
      'The header row needs a column for the symbol, the quantity, the average price (for example Instrument, Qty., Avg. cost)',
    );
    expect(parseHoldingsCsv('  \n').problems).toEqual([
      { row: 0, message: 'The file is empty', wholeFile: true },
    ]);
    expect(parseHoldingsCsv('Symbol,Qty,Avg Price\n').problems[0]!.message).toBe(
      'The file has a header but no holdings',
    );
    const rows = Array.from({ length: HOLDINGS_CSV_LIMITS.maxRows + 1 }, () => 'TCS,1,1').join('\n');
    expect(parseHoldingsCsv(`Symbol,Qty,Avg Price\n${rows}`).problems[0]!.message).toBe(
      'The file has 501 holdings; at most 500 can be imported',
    );
    expect(parseHoldingsCsv('x'.repeat(HOLDINGS_CSV_LIMITS.maxCharacters + 1)).problems[0]!.message).toBe(
      'The file is larger than 200 KB',
    );
    expect(parseHoldingsCsv('Symbol,Qty,Avg Price\nTCS,20000000,1\n').problems[0]!.message).toBe(
      'The quantity is above 1,00,00,000 shares',
    );
  });
});

describe('atWeightedCost', () => {
  it('merges lots of one key at their weighted cost, in first-seen order', () => {
    const lots = [
      { id: 7, quantity: 20, averagePrice: 1500 },
      { id: 3, quantity: 1, averagePrice: 400 },
      { id: 7, quantity: 10, averagePrice: 1530 },
    ];
    expect(atWeightedCost(lots, (lot) => lot.id)).toEqual([
      { key: 7, quantity: 30, averagePrice: 1510 },
      { key: 3, quantity: 1, averagePrice: 400 },
    ]);
  });
});

describe('the refusal', () => {
  it('counts rows, keys errors by row and caps them', () => {
    const problems = Array.from({ length: 60 }, (_, index) => ({ row: index + 2, message: 'bad' }));
    expect(holdingsCsvRefusal(problems)).toBe(
      '60 rows have problems; nothing was imported. Fix them and import the file again',
    );
    expect(Object.keys(holdingsCsvFieldErrors(problems))).toHaveLength(HOLDINGS_CSV_LIMITS.maxProblems);
    const empty = parseHoldingsCsv('').problems;
    expect(holdingsCsvFieldErrors(empty)).toEqual({ csv: ['The file is empty'] });
    expect(holdingsCsvRefusal(empty)).toBe('The file is empty; nothing was imported');
    const noColumns = parseHoldingsCsv('Name\nx\n').problems;
    expect(holdingsCsvRefusal(noColumns)).toMatch(/^The header row needs .*; nothing was imported$/);
    expect(Object.keys(holdingsCsvFieldErrors(noColumns))).toEqual(['row 1']);
  });
});
