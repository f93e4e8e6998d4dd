/** The text as a literal inside a LIKE pattern: its `%`, `_` and `\` match themselves, not any text. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
