/** The heatmap tile whose details show (hovered, tapped or chosen with the keys). */
export interface ActiveTile {
  id: number;
  /** Tapped, clicked or chosen with the keys: stays when the pointer leaves. */
  isPinned: boolean;
}

export interface ActiveTileStore {
  get(): ActiveTile | null;
  set(next: ActiveTile | null): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A tiny store rather than state of the treemap, so a new active tile re-renders the two tiles
 * concerned and the tooltip, not the treemap with its 500 tiles.
 */
export function createActiveTileStore(): ActiveTileStore {
  let active: ActiveTile | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => active,
    set(next) {
      if (next?.id === active?.id && next?.isPinned === active?.isPinned) return;
      active = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
