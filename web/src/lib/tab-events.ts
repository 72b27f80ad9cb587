import { useEffect } from 'react';

/** Tapping the current tab only fires this event; tab pages use it to scroll to top or refresh. */
type Listener = (path: string) => void;
const listeners = new Set<Listener>();

export function emitTabTap(path: string): void {
  for (const l of listeners) l(path);
}

export function onTabTap(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs `action` when the tab at `path` is tapped while already open. */
export function useTabTap(path: string, action: () => void): void {
  useEffect(() => onTabTap((tapped) => tapped === path && action()), [path, action]);
}

export const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });
