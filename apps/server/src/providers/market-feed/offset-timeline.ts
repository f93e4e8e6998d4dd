/**
 * Piecewise-constant offsets over time (epoch seconds): each applies from its instant until the next
 * one. Setting an offset drops those at or after its instant. Used for dev price overrides: log
 * offsets on a simulated path, rupee offsets on a derivative's model price.
 */
export class OffsetTimeline {
  private entries: Array<{ at: number; offset: number }> = [];
  private changes = 0;

  /** Grows with every change, so cached values computed from the timeline can tell they are stale. */
  get version(): number {
    return this.changes;
  }

  get isEmpty(): boolean {
    return this.entries.length === 0;
  }

  set(at: number, offset: number): void {
    this.entries = this.entries.filter((entry) => entry.at < at);
    this.entries.push({ at, offset });
    this.changes++;
  }

  /** The offset in force at `at` (0 before the first). */
  at(at: number): number {
    for (let i = this.entries.length - 1; i >= 0; i--) {
      const entry = this.entries[i]!;
      if (entry.at <= at) return entry.offset;
    }
    return 0;
  }

  /** Largest offset in force anywhere in [from, to]. */
  max(from: number, to: number): number {
    let max = this.at(from);
    for (const entry of this.entries)
      if (entry.at > from && entry.at <= to && entry.offset > max) max = entry.offset;
    return max;
  }

  /** Smallest offset in force anywhere in [from, to]. */
  min(from: number, to: number): number {
    let min = this.at(from);
    for (const entry of this.entries)
      if (entry.at > from && entry.at <= to && entry.offset < min) min = entry.offset;
    return min;
  }
}
