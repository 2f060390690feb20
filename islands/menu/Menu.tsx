// The hamburger menu below 700px: a button that shows and hides the same links as the header's
// navigation. It replaces the server's <details> disclosure with the same look.
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';

/** One navigation link, as the server serialises views.NavLink. */
export interface NavLink {
  Href: string;
  Label: string;
}

export interface MenuProps {
  links: NavLink[];
  /** The link of the current section ('/about'), marked aria-current. */
  current: string;
}

export const PANEL_ID = 'mobile-menu-panel';
/** The toggle's id, the same on the server's <summary> (views.MenuToggleID): focus on it is kept when
 *  the island takes its place (islands/shared/mount.tsx restores focus by id). */
export const TOGGLE_ID = 'mobile-menu-toggle';

interface Props extends MenuProps {
  /** The media query under which the hamburger is shown; the menu closes when it stops matching. */
  narrowQuery: string;
  /** Whether the server's disclosure is open now; absent when there is none. */
  disclosureOpen?: () => boolean;
}

export function Menu({ links, current, narrowQuery, disclosureOpen }: Props) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  // The island renders in slices while the server's disclosure stays usable: its state is read as the
  // island takes its place, before the browser paints; from then on the island's own state is the truth.
  useLayoutEffect(() => {
    if (disclosureOpen?.()) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const narrow = window.matchMedia(narrowQuery);
    const closeWhenWide = () => {
      if (!narrow.matches) setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    narrow.addEventListener('change', closeWhenWide);
    closeWhenWide();
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      narrow.removeEventListener('change', closeWhenWide);
    };
  }, [open, narrowQuery]);

  // The dimmed overlay under the panel is the panel's ::after, so a click on it reaches the panel
  // itself, below the panel's box.
  const closeOnOverlay = (event: MouseEvent<HTMLElement>) => {
    if (event.target === event.currentTarget && event.clientY >= event.currentTarget.getBoundingClientRect().bottom) {
      setOpen(false);
    }
  };

  return (
    <>
      <button
        ref={toggle}
        id={TOGGLE_ID}
        type="button"
        className="mobile-menu__toggle"
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen(!open)}
      >
        <HamburgerIcons />
      </button>
      <nav id={PANEL_ID} className="mobile-menu__panel" aria-label="Main" hidden={!open} onClick={closeOnOverlay}>
        <ul className="mobile-menu__list">
          {links.map((link) => (
            <li key={link.Href}>
              <a
                href={link.Href}
                aria-current={link.Href === current ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                {link.Label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

function HamburgerIcons() {
  return (
    <>
      <svg className="mobile-menu__icon mobile-menu__icon--open" width="24" height="20" viewBox="0 0 24 20" aria-hidden="true" focusable="false">
        <path d="M0 0h24v4H0zM0 8h24v4H0zM0 16h24v4H0z" fill="currentColor" />
      </svg>
      <svg className="mobile-menu__icon mobile-menu__icon--close" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M17.1 0 20 2.9 12.9 10l7.1 7.1-2.9 2.9-7.1-7.1L2.9 20 0 17.1 7.1 10 0 2.9 2.9 0 10 7.1z" fill="currentColor" />
      </svg>
    </>
  );
}
