/**
 * Demo securities: the NIFTY 50 companies with their NSE symbols, industry and sector (NSE's
 * classification), a few BSE listings, and the F&O indices. close_price is a recent reference close
 * that the market simulator starts from; lot sizes follow the exchange contract master as of the
 * Jan 2026 series (index lots from integrations.md §7.4) and are reviewed periodically by the exchange.
 */
export type SeedSecurity = {
  symbol: string;
  name: string;
  exchange: 'NSE' | 'BSE';
  instrumentType?: 'EQ' | 'INDEX';
  industry: string;
  sector: string;
  closePrice: number;
  lotSize?: number;
};

const FIN = 'Financial Services';
const IT = 'Information Technology';
const OIL = 'Oil Gas & Consumable Fuels';
const FMCG = 'Fast Moving Consumer Goods';
const AUTO = 'Automobile and Auto Components';
const HEALTH = 'Healthcare';
const METALS = 'Metals & Mining';

export const NIFTY_50: SeedSecurity[] = [
  { symbol: 'ADANIENT', name: 'Adani Enterprises Ltd', exchange: 'NSE', industry: 'Trading - Minerals', sector: METALS, closePrice: 2415.3 },
  { symbol: 'ADANIPORTS', name: 'Adani Ports and Special Economic Zone Ltd', exchange: 'NSE', industry: 'Port & Port services', sector: 'Services', closePrice: 1452.6 },
  { symbol: 'APOLLOHOSP', name: 'Apollo Hospitals Enterprise Ltd', exchange: 'NSE', industry: 'Hospital', sector: HEALTH, closePrice: 7488.5 },
  { symbol: 'ASIANPAINT', name: 'Asian Paints Ltd', exchange: 'NSE', industry: 'Paints', sector: 'Consumer Durables', closePrice: 2862.4 },
  { symbol: 'AXISBANK', name: 'Axis Bank Ltd', exchange: 'NSE', industry: 'Private Sector Bank', sector: FIN, closePrice: 1241.9 },
  { symbol: 'BAJAJ-AUTO', name: 'Bajaj Auto Ltd', exchange: 'NSE', industry: '2/3 Wheelers', sector: AUTO, closePrice: 8912 },
  { symbol: 'BAJFINANCE', name: 'Bajaj Finance Ltd', exchange: 'NSE', industry: 'Non Banking Financial Company (NBFC)', sector: FIN, closePrice: 1008.45 },
  { symbol: 'BAJAJFINSV', name: 'Bajaj Finserv Ltd', exchange: 'NSE', industry: 'Holding Company', sector: FIN, closePrice: 2043.7 },
  { symbol: 'BEL', name: 'Bharat Electronics Ltd', exchange: 'NSE', industry: 'Aerospace & Defense', sector: 'Capital Goods', closePrice: 418.25 },
  { symbol: 'BHARTIARTL', name: 'Bharti Airtel Ltd', exchange: 'NSE', industry: 'Telecom - Cellular & Fixed line services', sector: 'Telecommunication', closePrice: 2098.6 },
  { symbol: 'CIPLA', name: 'Cipla Ltd', exchange: 'NSE', industry: 'Pharmaceuticals', sector: HEALTH, closePrice: 1512.3 },
  { symbol: 'COALINDIA', name: 'Coal India Ltd', exchange: 'NSE', industry: 'Coal', sector: OIL, closePrice: 382.15 },
  { symbol: 'DRREDDY', name: "Dr. Reddy's Laboratories Ltd", exchange: 'NSE', industry: 'Pharmaceuticals', sector: HEALTH, closePrice: 1254.8 },
  { symbol: 'EICHERMOT', name: 'Eicher Motors Ltd', exchange: 'NSE', industry: '2/3 Wheelers', sector: AUTO, closePrice: 6985.5 },
  { symbol: 'ETERNAL', name: 'Eternal Ltd', exchange: 'NSE', industry: 'E-Retail/ E-Commerce', sector: 'Consumer Services', closePrice: 301.45 },
  { symbol: 'GRASIM', name: 'Grasim Industries Ltd', exchange: 'NSE', industry: 'Cement & Cement Products', sector: 'Construction Materials', closePrice: 2798.2 },
  { symbol: 'HCLTECH', name: 'HCL Technologies Ltd', exchange: 'NSE', industry: 'Computers - Software & Consulting', sector: IT, closePrice: 1603.1 },
  { symbol: 'HDFCBANK', name: 'HDFC Bank Ltd', exchange: 'NSE', industry: 'Private Sector Bank', sector: FIN, closePrice: 987.6, lotSize: 550 },
  { symbol: 'HDFCLIFE', name: 'HDFC Life Insurance Company Ltd', exchange: 'NSE', industry: 'Life Insurance', sector: FIN, closePrice: 752.35 },
  { symbol: 'HINDALCO', name: 'Hindalco Industries Ltd', exchange: 'NSE', industry: 'Aluminium', sector: METALS, closePrice: 806.9 },
  { symbol: 'HINDUNILVR', name: 'Hindustan Unilever Ltd', exchange: 'NSE', industry: 'Diversified FMCG', sector: FMCG, closePrice: 2448.1 },
  { symbol: 'ICICIBANK', name: 'ICICI Bank Ltd', exchange: 'NSE', industry: 'Private Sector Bank', sector: FIN, closePrice: 1378.4, lotSize: 700 },
  { symbol: 'INDIGO', name: 'InterGlobe Aviation Ltd', exchange: 'NSE', industry: 'Airline', sector: 'Services', closePrice: 5712 },
  { symbol: 'INFY', name: 'Infosys Ltd', exchange: 'NSE', industry: 'Computers - Software & Consulting', sector: IT, closePrice: 1548.7, lotSize: 400 },
  { symbol: 'ITC', name: 'ITC Ltd', exchange: 'NSE', industry: 'Diversified FMCG', sector: FMCG, closePrice: 408.55 },
  { symbol: 'JIOFIN', name: 'Jio Financial Services Ltd', exchange: 'NSE', industry: 'Investment Company', sector: FIN, closePrice: 309.8 },
  { symbol: 'JSWSTEEL', name: 'JSW Steel Ltd', exchange: 'NSE', industry: 'Iron & Steel', sector: METALS, closePrice: 1152.4 },
  { symbol: 'KOTAKBANK', name: 'Kotak Mahindra Bank Ltd', exchange: 'NSE', industry: 'Private Sector Bank', sector: FIN, closePrice: 2104.9 },
  { symbol: 'LT', name: 'Larsen & Toubro Ltd', exchange: 'NSE', industry: 'Civil Construction', sector: 'Construction', closePrice: 3998.6 },
  { symbol: 'M&M', name: 'Mahindra & Mahindra Ltd', exchange: 'NSE', industry: 'Passenger Cars & Utility Vehicles', sector: AUTO, closePrice: 3604.2 },
  { symbol: 'MARUTI', name: 'Maruti Suzuki India Ltd', exchange: 'NSE', industry: 'Passenger Cars & Utility Vehicles', sector: AUTO, closePrice: 15980 },
  { symbol: 'MAXHEALTH', name: 'Max Healthcare Institute Ltd', exchange: 'NSE', industry: 'Hospital', sector: HEALTH, closePrice: 1148.3 },
  { symbol: 'NESTLEIND', name: 'Nestle India Ltd', exchange: 'NSE', industry: 'Packaged Foods', sector: FMCG, closePrice: 1254.5 },
  { symbol: 'NTPC', name: 'NTPC Ltd', exchange: 'NSE', industry: 'Power Generation', sector: 'Power', closePrice: 331.7 },
  { symbol: 'ONGC', name: 'Oil & Natural Gas Corporation Ltd', exchange: 'NSE', industry: 'Oil Exploration & Production', sector: OIL, closePrice: 246.35 },
  { symbol: 'POWERGRID', name: 'Power Grid Corporation of India Ltd', exchange: 'NSE', industry: 'Power - Transmission', sector: 'Power', closePrice: 271.4 },
  { symbol: 'RELIANCE', name: 'Reliance Industries Ltd', exchange: 'NSE', industry: 'Refineries & Marketing', sector: OIL, closePrice: 1502.3, lotSize: 500 },
  { symbol: 'SBILIFE', name: 'SBI Life Insurance Company Ltd', exchange: 'NSE', industry: 'Life Insurance', sector: FIN, closePrice: 1948.6 },
  { symbol: 'SBIN', name: 'State Bank of India', exchange: 'NSE', industry: 'Public Sector Bank', sector: FIN, closePrice: 951.2, lotSize: 750 },
  { symbol: 'SHRIRAMFIN', name: 'Shriram Finance Ltd', exchange: 'NSE', industry: 'Non Banking Financial Company (NBFC)', sector: FIN, closePrice: 802.75 },
  { symbol: 'SUNPHARMA', name: 'Sun Pharmaceutical Industries Ltd', exchange: 'NSE', industry: 'Pharmaceuticals', sector: HEALTH, closePrice: 1748.9 },
  { symbol: 'TATACONSUM', name: 'Tata Consumer Products Ltd', exchange: 'NSE', industry: 'Tea & Coffee', sector: FMCG, closePrice: 1151.6 },
  { symbol: 'TMPV', name: 'Tata Motors Passenger Vehicles Ltd', exchange: 'NSE', industry: 'Passenger Cars & Utility Vehicles', sector: AUTO, closePrice: 402.85 },
  { symbol: 'TATASTEEL', name: 'Tata Steel Ltd', exchange: 'NSE', industry: 'Iron & Steel', sector: METALS, closePrice: 171.42 },
  { symbol: 'TCS', name: 'Tata Consultancy Services Ltd', exchange: 'NSE', industry: 'Computers - Software & Consulting', sector: IT, closePrice: 3104.5, lotSize: 175 },
  { symbol: 'TECHM', name: 'Tech Mahindra Ltd', exchange: 'NSE', industry: 'Computers - Software & Consulting', sector: IT, closePrice: 1452.3 },
  { symbol: 'TITAN', name: 'Titan Company Ltd', exchange: 'NSE', industry: 'Gems, Jewellery And Watches', sector: 'Consumer Durables', closePrice: 3796.4 },
  { symbol: 'TRENT', name: 'Trent Ltd', exchange: 'NSE', industry: 'Speciality Retail', sector: 'Consumer Services', closePrice: 4604 },
  { symbol: 'ULTRACEMCO', name: 'UltraTech Cement Ltd', exchange: 'NSE', industry: 'Cement & Cement Products', sector: 'Construction Materials', closePrice: 11812 },
  { symbol: 'WIPRO', name: 'Wipro Ltd', exchange: 'NSE', industry: 'Computers - Software & Consulting', sector: IT, closePrice: 244.63 },
];

const bseListing = (symbol: string): SeedSecurity => {
  const nse = NIFTY_50.find((security) => security.symbol === symbol)!;
  return { ...nse, exchange: 'BSE', lotSize: undefined };
};

export const BSE_LISTINGS: SeedSecurity[] = ['RELIANCE', 'TCS', 'HDFCBANK', 'INFY', 'SBIN', 'ITC'].map(bseListing);

export const INDICES: SeedSecurity[] = [
  { symbol: 'NIFTY', name: 'NIFTY 50', exchange: 'NSE', instrumentType: 'INDEX', industry: 'Index', sector: 'Index', closePrice: 25910.05, lotSize: 65 },
  { symbol: 'BANKNIFTY', name: 'NIFTY BANK', exchange: 'NSE', instrumentType: 'INDEX', industry: 'Index', sector: 'Index', closePrice: 58517.55, lotSize: 30 },
  { symbol: 'FINNIFTY', name: 'NIFTY FINANCIAL SERVICES', exchange: 'NSE', instrumentType: 'INDEX', industry: 'Index', sector: 'Index', closePrice: 27506.4, lotSize: 60 },
  { symbol: 'MIDCPNIFTY', name: 'NIFTY MIDCAP SELECT', exchange: 'NSE', instrumentType: 'INDEX', industry: 'Index', sector: 'Index', closePrice: 13650.2, lotSize: 120 },
  { symbol: 'NIFTYNXT50', name: 'NIFTY NEXT 50', exchange: 'NSE', instrumentType: 'INDEX', industry: 'Index', sector: 'Index', closePrice: 69850.7, lotSize: 25 },
  { symbol: 'SENSEX', name: 'S&P BSE SENSEX', exchange: 'BSE', instrumentType: 'INDEX', industry: 'Index', sector: 'Index', closePrice: 84562.8, lotSize: 20 },
];

export const SEED_SECURITIES: SeedSecurity[] = [...NIFTY_50, ...BSE_LISTINGS, ...INDICES];
