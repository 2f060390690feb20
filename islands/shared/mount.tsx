// Mounting an island onto the markup the server rendered. The server writes each island's initial
// props into a JSON <script> inside the island's element; the island reads them, then renders the
// same elements and classes in their place, so that nothing on the screen moves.
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

export interface IslandMount<Props> {
  element: HTMLElement;
  props: Props;
  /** The props script's text, re-rendered as is so the markup stays the server's. */
  propsJSON: string;
}

/** Finds `[data-island=name]` and parses the JSON props script with the given id inside it. */
export function findIsland<Props>(name: string, propsId: string): IslandMount<Props> | null {
  const element = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
  const script = element?.querySelector<HTMLScriptElement>(`script#${propsId}[type="application/json"]`);
  if (!element || !script) return null;
  const propsJSON = script.textContent ?? '';
  return { element, props: JSON.parse(propsJSON) as Props, propsJSON };
}

/**
 * Renders the island into its element synchronously, so that the server's markup is replaced by the
 * island's identical markup within one task (no frame shows anything in between), then puts focus
 * back where it was if the visitor had focused an element of the island before it mounted.
 */
export function renderIsland(element: HTMLElement, island: ReactNode): void {
  const focusedId = element.contains(document.activeElement) ? document.activeElement?.id : undefined;
  const root = createRoot(element);
  flushSync(() => root.render(island));
  if (focusedId) document.getElementById(focusedId)?.focus();
}

/** The props script, rendered back exactly as the server wrote it (JSON, never executed). */
export function PropsScript({ id, json }: { id: string; json: string }) {
  return <script id={id} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />;
}
