/** What the simulator needs to know about one pair: where it starts and how much it moves and trades. */
export interface SymbolSpec {
  symbol: string;
  base: string;
  name: string;
  /** Starting (and long-run anchor) price in USDT. */
  price: string;
  /** Standard deviation of the daily log return, e.g. 0.03 for 3 %. */
  dailyVol: number;
  /** Typical 24h turnover in USDT. */
  dailyTurnover: number;
  /** Price decimals (tick size 10^-decimals), chosen so a one-second move spans several ticks. */
  decimals: number;
}

const spec = (
  base: string,
  name: string,
  price: string,
  dailyVol: number,
  dailyTurnover: number,
  decimals: number,
): SymbolSpec => ({ symbol: `${base}USDT`, base, name, price, dailyVol, dailyTurnover, decimals });

/** Every simulated pair against USDT. Add a line to list a new one; `MARKET_SYMBOLS` picks a subset. */
export const defaultSymbols: readonly SymbolSpec[] = [
  spec('BTC', 'Bitcoin', '67250.00', 0.03, 1_200_000_000, 2),
  spec('ETH', 'Ethereum', '3480.00', 0.04, 600_000_000, 2),
  spec('BNB', 'BNB', '590.00', 0.035, 120_000_000, 2),
  spec('SOL', 'Solana', '152.00', 0.055, 300_000_000, 2),
  spec('XRP', 'XRP', '0.52000', 0.05, 150_000_000, 5),
  spec('DOGE', 'Dogecoin', '0.158000', 0.065, 150_000_000, 6),
  spec('ADA', 'Cardano', '0.45000', 0.055, 60_000_000, 5),
  spec('TRX', 'TRON', '0.121000', 0.03, 40_000_000, 6),
  spec('LTC', 'Litecoin', '81.00', 0.045, 50_000_000, 2),
  spec('DOT', 'Polkadot', '7.2000', 0.05, 30_000_000, 4),
  spec('AVAX', 'Avalanche', '35.000', 0.06, 50_000_000, 3),
  spec('LINK', 'Chainlink', '15.000', 0.055, 60_000_000, 3),
];

/** The configured pairs: all of them, or the comma-separated subset named in `MARKET_SYMBOLS`. */
export function marketSymbols(list: string | undefined): SymbolSpec[] {
  const wanted = (list ?? '')
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
  if (wanted.length === 0) return [...defaultSymbols];
  const picked = defaultSymbols.filter((s) => wanted.includes(s.symbol) || wanted.includes(s.base));
  if (picked.length === 0) throw new Error(`MARKET_SYMBOLS names no known symbol: ${list}`);
  return picked;
}
