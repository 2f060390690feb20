// The only script every page loads. It imports no React: it decides which islands this page and this
// viewport need and imports just those, so a desktop visitor of a page without an island downloads
// nothing else.

/** Below 700px the header's links fold into the hamburger menu (the CSS breakpoint is min-width: 700px). */
const NARROW_QUERY = '(max-width: 699.98px)';

/** A failed island leaves the server's markup, which works without JavaScript, in place. */
function reportFailure(island: string) {
  return (error: unknown) => console.error(`The ${island} island could not start`, error);
}

/** The menu island is fetched only once the viewport is narrow: now, or when it later becomes so. */
function loadMenuWhenNarrow(): void {
  if (!document.querySelector('[data-island="menu"]')) return;
  const narrow = window.matchMedia(NARROW_QUERY);
  const load = () => {
    narrow.removeEventListener('change', loadOnceNarrow);
    import('./menu/index').then((menu) => menu.mount(NARROW_QUERY)).catch(reportFailure('menu'));
  };
  const loadOnceNarrow = () => {
    if (narrow.matches) load();
  };
  if (narrow.matches) load();
  else narrow.addEventListener('change', loadOnceNarrow);
}

/** The designs and contact islands load only on the pages that carry their markup. */
function loadPageIslands(): void {
  if (document.querySelector('[data-island="designs"]')) {
    import('./designs/index').then((designs) => designs.mount()).catch(reportFailure('designs'));
  }
  if (document.querySelector('[data-island="contact"]')) {
    import('./contact/index').then((contact) => contact.mount()).catch(reportFailure('contact'));
  }
}

loadMenuWhenNarrow();
loadPageIslands();

// A module (imported dynamically by its test), with nothing to export.
export {};
