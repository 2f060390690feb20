// A controllable window.matchMedia for jsdom, which has none: tests decide whether the query matches
// and fire the change events a resize would.
import { vi } from 'vitest';

export interface FakeMedia {
  /** Makes every query match (or not) and notifies the listeners, as a resize across 700px would. */
  set(matches: boolean): void;
  queries: string[];
}

export function fakeMatchMedia(initiallyMatches: boolean): FakeMedia {
  let matches = initiallyMatches;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const queries: string[] = [];
  vi.stubGlobal('matchMedia', (query: string) => {
    queries.push(query);
    return {
      get matches() { return matches; },
      media: query,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  });
  return {
    queries,
    set(next: boolean) {
      matches = next;
      for (const listener of [...listeners]) listener({ matches } as MediaQueryListEvent);
    },
  };
}
