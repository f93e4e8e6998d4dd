/** A stock or index an item may name (futures and options are never tagged). */
export type TaggableSecurity = { id: number; symbol: string; name: string; exchange: string };

/** The securities a text names, ids in order of first mention. */
export type SecurityMatcher = (text: string) => number[];

type Mention = { start: number; end: number; securityId: number };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Apostrophes as feeds write them (Dr. Reddy’s) read as the plain one our names use. */
const normalise = (text: string) => text.replace(/[‘’ʼ`]/g, "'");
// A mention is a whole word: no letter or digit right before or after it (ITC is not in SWITCH).
const wholeWord = (pattern: string, flags: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, `gu${flags}`);

/** The company name as written in text: without "Ltd", "Ltd." or "Limited" at its end. */
export function companyName(name: string): string {
  return normalise(name)
    .replace(/\s+(ltd\.?|limited)\s*$/i, '')
    .trim();
}

/**
 * The tagging rule (docs/architecture.md, "News"): a security is named by its symbol as a whole
 * word in capitals (TCS, M&M, BAJAJ-AUTO), or by its name without Ltd/Limited as whole words in any
 * case (Infosys, Larsen & Toubro, Nifty Bank). A company listed on both exchanges is tagged once, as
 * its NSE listing. A mention inside a longer one counts only for the longer (NIFTY inside NIFTY
 * BANK names NIFTY BANK, not NIFTY 50).
 */
export function createSecurityMatcher(securities: readonly TaggableSecurity[]): SecurityMatcher {
  const byExchange = [...securities].sort(
    (a, b) => Number(a.exchange !== 'NSE') - Number(b.exchange !== 'NSE') || a.id - b.id,
  );
  const seen = new Set<string>();
  const patterns: { regex: RegExp; securityId: number }[] = [];
  for (const security of byExchange) {
    const name = companyName(security.name);
    const keys = [`symbol:${security.symbol}`, `name:${name.toLowerCase()}`];
    if (keys.some((key) => seen.has(key))) continue;
    for (const key of keys) seen.add(key);
    if (/\p{L}/u.test(security.symbol)) {
      patterns.push({ regex: wholeWord(escapeRegExp(security.symbol), ''), securityId: security.id });
    }
    if (name.length >= 3) {
      const words = name.split(/\s+/).map(escapeRegExp).join('\\s+');
      patterns.push({ regex: wholeWord(words, 'i'), securityId: security.id });
    }
  }

  return (text) => {
    const normalised = normalise(text);
    const mentions: Mention[] = [];
    for (const { regex, securityId } of patterns) {
      for (const match of normalised.matchAll(regex)) {
        mentions.push({ start: match.index, end: match.index + match[0].length, securityId });
      }
    }
    // Earliest first, the longer of two starting together first: it then hides what it contains.
    mentions.sort((a, b) => a.start - b.start || b.end - a.end);
    const kept: Mention[] = [];
    for (const mention of mentions) {
      const inside = kept.some(
        (other) =>
          other.securityId !== mention.securityId && mention.start < other.end && mention.end > other.start,
      );
      if (!inside) kept.push(mention);
    }
    return [...new Set(kept.map((mention) => mention.securityId))];
  };
}
