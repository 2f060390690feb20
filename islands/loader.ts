// The only script every page loads. It imports no React: it decides which islands this page and this
// viewport need and imports just those, so a desktop visitor of a page without an island downloads
// nothing else.
//
// The menu island starts when a visitor reaches for the menu: a pointer over it, or focus inside it.
// Its server markup is a native <details> that opens on its own meanwhile, and the island carries
// over whether it is open and where focus is, so a phone visitor who never opens the menu downloads
// no React and runs none.
//
// The designs and contact islands start once the page has loaded, the browser has reported its first
// contentful paint, the first-screen picture is decoded, and the browser is idle (Astro's
// client:idle). The server's markup works on its own meanwhile (a plain form, category links), and
// React never shares the network or the main thread with the first paint: fetched earlier, its 65 KiB
// chunk competed with the page's stylesheet, fonts and images on a slow phone connection.

/** Below 700px the header's links fold into the hamburger menu (the CSS breakpoint is min-width: 700px). */
const NARROW_QUERY = '(max-width: 699.98px)';

/** A failed island leaves the server's markup, which works without JavaScript, in place. */
function reportFailure(island: string) {
  return (error: unknown) => console.error(`The ${island} island could not start`, error);
}

/** How long an idle moment may be waited for before the islands start anyway. */
const IDLE_TIMEOUT_MS = 2000;
/** How long after load the first paint may take to be reported: a tab opened in the background
 *  reports none, and its islands must start all the same. */
const FIRST_PAINT_TIMEOUT_MS = 3000;

function whenIdle(start: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(start, 0);
}

/**
 * Calls `then` once the first contentful paint is on screen, as the browser's paint timing reports it:
 * a frame produced is not yet a frame shown, and a slow renderer (a cheap phone's, a headless one's)
 * presents it long after, even after the load event. At once where paint timing is unknown.
 */
function afterFirstPaint(then: () => void): void {
  if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    then();
    return;
  }
  const start = () => {
    observer.disconnect();
    clearTimeout(timer);
    then();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) start();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(start, FIRST_PAINT_TIMEOUT_MS);
}

/**
 * Calls `then` once the page's first-screen picture (the image it fetches first of all, usually its
 * largest paint) is decoded and ready to show, or could not be: until then an island's script would
 * take the line and the main thread from the picture the visitor is waiting for.
 */
function afterFirstScreenPicture(then: () => void): void {
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!picture) {
    then();
    return;
  }
  picture.decode().catch(() => {}).then(then);
}

/** Calls `start` once the document has loaded, its first paint and its first-screen picture have been
 *  shown, and the browser is idle. */
function whenPaintedAndIdle(start: () => void): void {
  const afterLoad = () => afterFirstPaint(() => afterFirstScreenPicture(() => whenIdle(start)));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/** What tells that a visitor reaches for the menu: a pointer over it (a mouse, or a finger as it
 *  touches, before its pointerdown) or focus inside it. The menu is shown on narrow viewports only. */
const MENU_INTENT_EVENTS = ['pointerover', 'focusin'] as const;

/** The menu island is fetched the first time a visitor reaches for the menu. */
function loadMenuOnIntent(): void {
  const menu = document.querySelector<HTMLElement>('[data-island="menu"]');
  if (!menu) return;
  const load = () => {
    for (const type of MENU_INTENT_EVENTS) menu.removeEventListener(type, load);
    import('./menu/index').then((island) => island.mount(NARROW_QUERY)).catch(reportFailure('menu'));
  };
  for (const type of MENU_INTENT_EVENTS) menu.addEventListener(type, load, { passive: true });
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

/** What a phone remembers once it holds Fraunces in its cache; the head's script (views.VoiceKey,
 *  views.VoiceScript) reads it on the next page and lets the headings speak in it. */
const VOICE_KEY = 'designo-voice';

/**
 * A phone's first page draws its headings in Jost: Fraunces fetched before its first paint would
 * share a slow link with it. Once that page has painted and the browser is idle, a phone fetches
 * Fraunces (the head's preload names the file, for desktops) into its cache and remembers it, so
 * that its next pages have it in time for its optional display.
 */
function fetchVoiceForNextPages(): void {
  if (!('FontFace' in window) || !window.matchMedia(NARROW_QUERY).matches || document.documentElement.classList.contains('voice')) return;
  const file = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"][href*="fraunces"]')?.href;
  if (!file) return;
  new FontFace('Fraunces', `url(${file})`, { weight: '600' }).load().then(() => {
    try {
      localStorage.setItem(VOICE_KEY, '1');
    } catch {
      // Without storage every page stays in Jost, as the first.
    }
  }, () => {});
}

/** How much of a motion must be in sight for it to play: a loop half off the screen waits. */
const MOTION_IN_SIGHT = 0.5;

/**
 * A case study's prototype moving (views/motion.templ) plays by itself while it is in sight, as a
 * studio's loops do, and pauses as it leaves. Nothing of it loads before it nears the screen (its
 * preload is none), and only where its source is offered: to who has not asked for less motion
 * (views.MotionMedia). A visitor who pauses it keeps it paused: the controls are theirs. Without
 * this script the controls play it.
 */
function playMotionInSight(): void {
  const videos = [...document.querySelectorAll<HTMLVideoElement>('.case-motion video')].filter((video) => {
    const media = video.querySelector('source')?.media;
    return media !== undefined && (media === '' || window.matchMedia(media).matches);
  });
  if (videos.length === 0 || !('IntersectionObserver' in window)) return;
  const pausingOurselves = new WeakSet<HTMLVideoElement>();
  const pausedByVisitor = new WeakSet<HTMLVideoElement>();
  for (const video of videos) {
    video.addEventListener('pause', () => {
      if (!pausingOurselves.delete(video)) pausedByVisitor.add(video);
    });
    video.addEventListener('play', () => pausedByVisitor.delete(video));
  }
  const observer = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting } of entries) {
      const video = target as HTMLVideoElement;
      if (isIntersecting && video.paused && !pausedByVisitor.has(video)) {
        video.play().catch(() => {}); // a browser that refuses leaves the controls to the visitor
      } else if (!isIntersecting && !video.paused) {
        pausingOurselves.add(video);
        video.pause();
      }
    }
  }, { threshold: MOTION_IN_SIGHT });
  for (const video of videos) observer.observe(video);
}

loadMenuOnIntent();
whenPaintedAndIdle(() => {
  loadPageIslands();
  fetchVoiceForNextPages();
  playMotionInSight();
});

// A module (imported dynamically by its test), with nothing to export.
export {};
