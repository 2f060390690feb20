// Mounting an island onto the markup the server rendered. The server writes each island's initial
// props into a JSON <script id="NAME-props"> inside the island's element; the island reads them, then
// renders the same elements and classes in their place (the props script included, as it was), so
// that nothing on the screen moves.
import { startTransition, useLayoutEffect, type ReactNode } from 'react';
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
  const script = element?.querySelector(`#${propsId(name)}`);
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
 * or opened so far) as late as possible; focus is put back where it was once the island is in place
 * (keepFocus).
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
    const restoreFocus = keepFocus(element);
    const render = () => root.render(
      <RestoreFocus restore={restoreFocus}>
        <PropsScript id={propsId(name)} json={propsJSON} />
        {island()}
      </RestoreFocus>,
    );
    if (synchronous) flushSync(render);
    else startTransition(render);
  }, 0);
}

/** What a visitor can focus in an island, in document order. */
const CONTROLS = 'a,button,summary,input,textarea';

/**
 * Follows which of the island's controls has focus, by its position among them (the island renders
 * the same controls in the same order; the menu's links have no id), until the island takes the
 * server markup's place: a keyboard visitor may be moving through the native menu meanwhile. Returns
 * what puts focus on the island's control at that position, if the swap took focus away (focus the
 * visitor moved elsewhere is left alone).
 */
function keepFocus(within: HTMLElement): () => void {
  const controls = () => [...within.querySelectorAll<HTMLElement>(CONTROLS)];
  let focused = -1;
  const follow = () => {
    focused = controls().indexOf(document.activeElement as HTMLElement);
  };
  follow();
  within.addEventListener('focusin', follow);
  return () => {
    within.removeEventListener('focusin', follow);
    const control = controls()[focused];
    // After the commit's own updates: the island may show a control only in a layout effect of its
    // own (the link of a menu it opens as it reads the disclosure), and a hidden one takes no focus.
    if (control && document.activeElement === document.body) queueMicrotask(() => control.focus());
  };
}

/** Puts focus back where it was once the island is in place. */
function RestoreFocus({ restore, children }: { restore: () => void; children: ReactNode }) {
  useLayoutEffect(restore, [restore]);
  return children;
}

/** The props script, rendered back exactly as the server wrote it (JSON, never executed). */
function PropsScript({ id, json }: { id: string; json: string }) {
  return <script id={id} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />;
}
