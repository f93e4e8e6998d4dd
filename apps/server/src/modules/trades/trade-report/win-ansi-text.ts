/**
 * The report uses PDF's built-in Helvetica, whose WinAnsi encoding has no rupee sign, no Indic
 * scripts and no emoji; pdfkit would print such characters as garbage. Bundling a Unicode font would
 * add megabytes to the server for one download, so the rupee sign reads "Rs." and other characters outside
 * WinAnsi become "?".
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Variation_Selector}]/u;

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
}

export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC').replace(/₹\s*/g, 'Rs. ')) {
    if (char === '\n' || isWinAnsi(char)) out += char;
    else if (char === '\t') out += ' ';
    else if (!INVISIBLE.test(char)) out += '?';
  }
  return out;
}
