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
 * or opened so far) as late as possible; focus is put back where it was once the island is in place
 * (followFocus).
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
    const focus = followFocus(element);
    const render = () => root.render(
      <KeepFocus focus={focus}>
        <PropsScript id={propsId(name)} json={propsJSON} />
        {island()}
      </KeepFocus>,
    );
    if (synchronous) flushSync(render);
    else startTransition(render);
  }, 0);
}

/** What a visitor can focus in an island, in document order. */
const CONTROLS = 'a[href], button, summary, input, select, textarea';

interface FollowedFocus {
  /** Stops following, and focuses the island's version of the control the visitor last focused in
   *  the server's markup, if the swap took focus away (it is left alone if the visitor moved on). */
  restore(): void;
}

/**
 * Follows, until the island takes the server markup's place, which of its controls has focus: by id
 * where the control has one, else by its position among the controls (the island renders the same
 * controls in the same order; the menu's links have no id). Focus moves on while an island renders
 * in slices, and a keyboard visitor may be on a link of the native menu when the island arrives.
 */
function followFocus(within: HTMLElement): FollowedFocus {
  let focused: { id: string; index: number } | null = null;
  const follow = () => {
    const active = document.activeElement;
    focused = active && within.contains(active)
      ? { id: active.id, index: [...within.querySelectorAll(CONTROLS)].indexOf(active) }
      : null;
  };
  follow();
  within.addEventListener('focusin', follow);
  return {
    restore() {
      within.removeEventListener('focusin', follow);
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (!focused || !lost) return;
      const control = (focused.id && document.getElementById(focused.id))
        || within.querySelectorAll<HTMLElement>(CONTROLS)[focused.index];
      if (!control) return;
      control.focus();
      // A control the island shows only in its own layout effect (the link of a menu it opens as it
      // reads the disclosure) cannot take focus yet: again once React has applied that update.
      if (document.activeElement !== control) queueMicrotask(() => control.focus());
    },
  };
}

/** Puts focus back where it was once the island is in place. */
function KeepFocus({ focus, children }: { focus: FollowedFocus; children: ReactNode }) {
  useLayoutEffect(() => focus.restore(), [focus]);
  return children;
}

/** The props script, rendered back exactly as the server wrote it (JSON, never executed). */
function PropsScript({ id, json }: { id: string; json: string }) {
  return <script id={id} type="application/json" dangerouslySetInnerHTML={{ __html: json }} />;
}
