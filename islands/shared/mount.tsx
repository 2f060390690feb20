// Mounting an island onto the markup the server rendered. The server writes each island's initial
// props into a JSON <script id="NAME-props"> inside the island's element; the island reads them, then
// renders the same elements and classes in their place (the props script included, as it was), so
// that nothing on the screen moves.
import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

export interface IslandMount<Props> {
  name: string;
  element: HTMLElement;
  props: Props;
  /** The props script's text, re-rendered as is so the markup stays the server's. */
  propsJSON: string;
}

const propsId = (name: string) => `${name}-props`;

/** Finds `[data-island=name]` and parses the JSON props script `#name-props` inside it. */
export function findIsland<Props>(name: string): IslandMount<Props> | null {
  const element = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
  const script = element?.querySelector<HTMLScriptElement>(`script#${propsId(name)}[type="application/json"]`);
  if (!element || !script) return null;
  const propsJSON = script.textContent ?? '';
  return { name, element, props: JSON.parse(propsJSON) as Props, propsJSON };
}

/**
 * Renders the island into its element, in a task of its own after the module's evaluation and as a
 * transition, so that React renders in slices that never block the page for long (Total Blocking
 * Time). The server's markup stays in place, and usable, until React swaps it for the island's
 * identical markup in one commit: no frame shows anything in between.
 *
 * `island` is called when rendering starts, so it reads the page's state (what the visitor has typed
 * or opened so far) as late as possible; focus is put back where it was once the island is in place.
 *
 * The contact form carries over what was typed, and asks for a `synchronous` mount: reading the values
 * and replacing the fields then happen in one task, so no keystroke can fall between the two and be
 * lost. The menu carries over one bit (open or not), which it reads again as it commits, so it renders
 * in slices like the designs island: its synchronous first render, some 20 ms of React on a fast
 * machine, was the longest task of every page on a phone (Lighthouse's Total Blocking Time). A click
 * during the designs island's transition simply follows the server's link.
 */
export function renderIsland<Props>(
  { name, element, propsJSON }: IslandMount<Props>,
  island: () => ReactNode,
  { synchronous = false } = {},
): void {
  setTimeout(() => {
    const root = createRoot(element);
    const render = () => root.render(
      <KeepFocus within={element}>
        <PropsScript id={propsId(name)} json={propsJSON} />
        {island()}
      </KeepFocus>,
    );
    if (synchronous) flushSync(render);
    else startTransition(render);
  }, 0);
}

/** Focuses again, once the island is in place, the element of that id the visitor had focused. */
function KeepFocus({ within, children }: { within: HTMLElement; children: ReactNode }) {
  const [focusedId] = useState(() =>
    within.contains(document.activeElement) ? document.activeElement?.id : undefined);
  useLayoutEffect(() => {
    if (focusedId) document.getElementById(focusedId)?.focus();
  }, [focusedId]);
  return children;
}

/** The props script, rendered back exactly as the server wrote it (JSON, never executed). */
function PropsScript({ id, json }: { id: string; json: string }) {
  return <script id={id} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />;
}
