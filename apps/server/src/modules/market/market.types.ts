/** A security's live price as every module reads it (the market module keeps it current). */
export type LiveQuote = {
  securityId: number;
  livePrice: number;
  previousClose: number;
  change: number;
  changePercent: number;
  updatedAt: Date;
};

export type QuoteBook = {
  getQuote(securityId: number): LiveQuote | undefined;
};
