// Mounting an island onto the markup the server rendered. The server writes each island's initial
// props into a JSON <script id="NAME-props"> inside the island's element; the island reads them, then
// renders the same elements and classes in their place (the props script included, as it was), so
// that nothing on the screen moves.
import { startTransition, useLayoutEffect, type ReactNode } from 'react';
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
 * What the visitor does to the server's markup meanwhile is carried over at that commit: an island
 * that keeps state (the menu's open disclosure, the contact form's typed values) reads it when it
 * starts rendering and again as it commits, from the server's elements; and the field that had focus
 * gets it back. A click on a link during the transition simply follows the server's link.
 * (The menu's and the contact form's first renders used to be synchronous, for that carry-over: some
 * 20 ms of React each, the longest tasks on /home and /contact on a phone.)
 */
export function renderIsland<Props>(
  { name, element, propsJSON }: IslandMount<Props>,
  island: () => ReactNode,
): void {
  setTimeout(() => {
    const restoreFocus = followFocusWithin(element);
    startTransition(() => createRoot(element).render(
      <KeepFocus restore={restoreFocus}>
        <PropsScript id={propsId(name)} json={propsJSON} />
        {island()}
      </KeepFocus>,
    ));
  }, 0);
}

/**
 * Follows which element of the island has focus (by id) while it renders; the function returned
 * gives that element's counterpart the focus back once the island is in place, unless the visitor
 * has meanwhile put it somewhere else (focus on the page itself means it left with the server's field).
 */
function followFocusWithin(element: HTMLElement): () => void {
  let focusedId = element.contains(document.activeElement) ? document.activeElement?.id : undefined;
  const follow = (event: FocusEvent) => { focusedId = (event.target as Element).id; };
  element.addEventListener('focusin', follow);
  return () => {
    element.removeEventListener('focusin', follow);
    if (focusedId && document.activeElement === document.body) document.getElementById(focusedId)?.focus();
  };
}

/** Gives focus back, once the island is in place, where the visitor had it. */
function KeepFocus({ restore, children }: { restore: () => void; children: ReactNode }) {
  useLayoutEffect(restore, [restore]);
  return children;
}

/** The props script, rendered back exactly as the server wrote it (JSON, never executed). */
function PropsScript({ id, json }: { id: string; json: string }) {
  return <script id={id} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />;
}
