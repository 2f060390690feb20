import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from './test/media';

const menuMount = vi.fn();
const designsMount = vi.fn();
const contactMount = vi.fn();
vi.mock('./menu/index', () => ({ mount: menuMount }));
vi.mock('./designs/index', () => ({ mount: designsMount }));
vi.mock('./contact/index', () => ({ mount: contactMount }));

/** Lets timers and the islands' dynamic imports run. */
async function settle() {
  await act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
}

/** The browser's frames and idle periods, run when the test says so. */
const frames: FrameRequestCallback[] = [];
const idleCallbacks: IdleRequestCallback[] = [];

async function paintNextFrame() {
  for (const callback of frames.splice(0)) callback(performance.now());
  await settle();
}

async function becomeIdle() {
  for (const callback of idleCallbacks.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
  await settle();
}

/** Runs the loader afresh on the current document, as a page load would. */
async function runLoader() {
  vi.resetModules();
  await import('./loader');
  await settle();
}

/** Runs the loader on a loaded document and lets the page paint and the browser go idle. */
async function runLoaderToIdle() {
  await runLoader();
  await paintNextFrame();
  await becomeIdle();
}

const MENU = '<div data-island="menu"><button id="toggle"></button></div>';
const CONTACT = '<div data-island="contact"></div>';

/** The visitor reaches for the menu: a pointer over it, or focus inside it. */
async function reachForMenu(type: 'pointerover' | 'focusin') {
  document.getElementById('toggle')!.dispatchEvent(new Event(type, { bubbles: true }));
  await settle();
}

beforeEach(() => {
  frames.length = 0;
  idleCallbacks.length = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback));
  menuMount.mockReset();
  designsMount.mockReset();
  contactMount.mockReset();
});

describe('loader', () => {
  it('starts no page island before the page has painted and the browser is idle', async () => {
    document.body.innerHTML = `${MENU}${CONTACT}`;
    await runLoader();
    await paintNextFrame();
    expect(contactMount).not.toHaveBeenCalled();
    await becomeIdle();
    expect(contactMount).toHaveBeenCalledTimes(1);
  });

  it('waits for the document to finish loading first', async () => {
    document.body.innerHTML = CONTACT;
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    await runLoader();
    await paintNextFrame();
    await becomeIdle();
    expect(contactMount).not.toHaveBeenCalled();
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    await paintNextFrame();
    await becomeIdle();
    expect(contactMount).toHaveBeenCalledTimes(1);
  });

  it('starts no menu, even idle, until a visitor reaches for it', async () => {
    document.body.innerHTML = MENU;
    await runLoaderToIdle();
    expect(menuMount).not.toHaveBeenCalled();
  });

  for (const intent of ['pointerover', 'focusin'] as const) {
    it(`loads the menu on ${intent}, at once and once, with the query under which it is shown`, async () => {
      document.body.innerHTML = MENU;
      await runLoader(); // before any paint or idle moment: a visitor may reach for the menu first
      await reachForMenu(intent);
      expect(menuMount).toHaveBeenCalledExactlyOnceWith('(max-width: 699.98px)');
      await reachForMenu('pointerover');
      await reachForMenu('focusin');
      expect(menuMount).toHaveBeenCalledTimes(1);
    });
  }

  it('loads neither the designs nor the contact island on a page without them', async () => {
    document.body.innerHTML = MENU;
    await runLoaderToIdle();
    expect(designsMount).not.toHaveBeenCalled();
    expect(contactMount).not.toHaveBeenCalled();
  });

  it('loads the designs island where its markup is', async () => {
    document.body.innerHTML = `${MENU}<div data-island="designs"></div>`;
    await runLoaderToIdle();
    expect(designsMount).toHaveBeenCalledTimes(1);
    expect(contactMount).not.toHaveBeenCalled();
  });

  it('loads the contact island where its markup is', async () => {
    document.body.innerHTML = `${MENU}<div data-island="contact"></div>`;
    await runLoaderToIdle();
    expect(contactMount).toHaveBeenCalledTimes(1);
    expect(designsMount).not.toHaveBeenCalled();
  });

  it('waits for the first-screen picture to be decoded, and not for ever if it cannot be', async () => {
    document.body.innerHTML = `${CONTACT}<img fetchpriority="high" alt="">`;
    const picture = document.querySelector('img')!;
    let decoded!: () => void;
    picture.decode = () => new Promise<void>((resolve) => { decoded = resolve; });
    await runLoaderToIdle();
    expect(contactMount).not.toHaveBeenCalled();
    decoded();
    await settle();
    await becomeIdle();
    expect(contactMount).toHaveBeenCalledTimes(1);

    contactMount.mockReset();
    picture.decode = () => Promise.reject(new Error('broken image'));
    await runLoaderToIdle();
    expect(contactMount).toHaveBeenCalledTimes(1);
  });

  it('reports an island that cannot start on the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    contactMount.mockImplementation(() => { throw new Error('boom'); });
    document.body.innerHTML = '<div data-island="contact"></div>';
    await runLoaderToIdle();
    expect(error).toHaveBeenCalledWith('The contact island could not start', expect.any(Error));
  });
});

/** A browser that reports paints (Chromium, Firefox, Safari): the loader watches for the first one. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static watching = new Set<FakePaintObserver>();
  constructor(private readonly callback: PerformanceObserverCallback) {}
  observe() { FakePaintObserver.watching.add(this); }
  disconnect() { FakePaintObserver.watching.delete(this); }
  static report(name: string) {
    const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) };
    for (const observer of [...FakePaintObserver.watching]) {
      observer.callback(list as unknown as PerformanceObserverEntryList, observer as unknown as PerformanceObserver);
    }
  }
}

describe('loader, in a browser that reports paints', () => {
  beforeEach(() => {
    FakePaintObserver.watching.clear();
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    document.body.innerHTML = CONTACT;
  });

  it('waits for the first contentful paint to be shown, not just for a frame', async () => {
    await runLoaderToIdle();
    expect(contactMount).not.toHaveBeenCalled();
    FakePaintObserver.report('first-paint');
    await becomeIdle();
    expect(contactMount).not.toHaveBeenCalled();
    FakePaintObserver.report('first-contentful-paint');
    expect(contactMount).not.toHaveBeenCalled(); // and then an idle moment
    await becomeIdle();
    expect(contactMount).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.watching.size).toBe(0);
  });

  it('starts the islands anyway when no paint is reported (a tab opened in the background)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      await runLoader();
      vi.advanceTimersByTime(2900); // the loader waits 3 s for a paint report (FIRST_PAINT_TIMEOUT_MS)
      await becomeIdle();
      expect(contactMount).not.toHaveBeenCalled();
      vi.advanceTimersByTime(100);
      await becomeIdle();
      expect(contactMount).toHaveBeenCalledTimes(1);
      FakePaintObserver.report('first-contentful-paint'); // a late report starts nothing twice
      await becomeIdle();
      expect(contactMount).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

/** The fonts a page asked for by script: what a FontFace was made from, and whether it loads. */
const faces: { family: string; source: string }[] = [];
let facesLoad = true;
class FakeFontFace {
  constructor(family: string, source: string) {
    faces.push({ family, source });
  }
  load() {
    return facesLoad ? Promise.resolve(this) : Promise.reject(new Error('network'));
  }
}

describe('loader, on a phone: the voice for its next pages', () => {
  beforeEach(() => {
    faces.length = 0;
    facesLoad = true;
    vi.stubGlobal('FontFace', FakeFontFace);
    fakeMatchMedia(true);
    localStorage.clear();
    document.documentElement.className = '';
    document.head.innerHTML = '<link rel="preload" href="/static/fonts/fraunces.0123456789.woff2" as="font" type="font/woff2" crossorigin media="(min-width: 700px)">';
    document.body.innerHTML = '';
  });

  it('fetches Fraunces once the first page has painted and the browser is idle, and remembers it', async () => {
    await runLoader();
    expect(faces).toEqual([]);
    await paintNextFrame();
    expect(faces).toEqual([]);
    await becomeIdle();
    expect(faces).toEqual([{ family: 'Fraunces', source: `url(${location.origin}/static/fonts/fraunces.0123456789.woff2)` }]);
    expect(localStorage.getItem('designo-voice')).toBe('1');
  });

  it('fetches nothing on a desktop, which preloads it, nor on a phone that already speaks in it', async () => {
    fakeMatchMedia(false);
    await runLoaderToIdle();
    fakeMatchMedia(true);
    document.documentElement.classList.add('voice');
    await runLoaderToIdle();
    expect(faces).toEqual([]);
  });

  it('remembers nothing when the font cannot be fetched: the next page stays in Jost', async () => {
    facesLoad = false;
    await runLoaderToIdle();
    expect(faces).toHaveLength(1);
    expect(localStorage.getItem('designo-voice')).toBeNull();
  });
});

/** The browser's IntersectionObserver, told by the test what is in sight. */
let sightings: ((entries: { target: Element; isIntersecting: boolean }[]) => void)[] = [];

class FakeIntersectionObserver {
  constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    sightings.push(callback);
  }
  observe() {}
  disconnect() {}
}

/** A case study's motion (views/motion.templ), its source offered under `media`; jsdom plays no
 *  video, so its play and pause set its state and fire their events as a browser's do. */
function motion(media: string): { video: HTMLVideoElement; plays: number } {
  document.body.innerHTML = `<figure class="case-motion"><picture><img alt=""></picture>
    <video controls muted loop playsinline preload="none"><source src="/m.mp4" type="video/mp4" media="${media}"></video></figure>`;
  const video = document.querySelector('video')!;
  const state = { video, plays: 0 };
  let paused = true;
  Object.defineProperty(video, 'paused', { get: () => paused });
  video.play = () => {
    state.plays++;
    paused = false;
    video.dispatchEvent(new Event('play'));
    return Promise.resolve();
  };
  video.pause = () => {
    paused = true;
    video.dispatchEvent(new Event('pause'));
  };
  return state;
}

function inSight(video: HTMLVideoElement, isIntersecting: boolean) {
  for (const callback of sightings) callback([{ target: video, isIntersecting }]);
}

describe('loader: a case study\'s motion plays while it is in sight', () => {
  beforeEach(() => {
    sightings = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    fakeMatchMedia(true);
  });

  it('plays as it comes into sight, once the page has painted, and pauses as it leaves', async () => {
    const m = motion('(prefers-reduced-motion: no-preference)');
    await runLoader();
    expect(sightings).toHaveLength(0);
    await paintNextFrame();
    await becomeIdle();
    expect(m.plays).toBe(0);
    inSight(m.video, true);
    expect([m.plays, m.video.paused]).toEqual([1, false]);
    inSight(m.video, false);
    expect(m.video.paused).toBe(true);
    inSight(m.video, true);
    expect([m.plays, m.video.paused]).toEqual([2, false]);
  });

  it('keeps a video its visitor paused paused, until they play it again', async () => {
    const m = motion('(prefers-reduced-motion: no-preference)');
    await runLoaderToIdle();
    inSight(m.video, true);
    m.video.pause(); // the visitor, with the controls
    inSight(m.video, false);
    inSight(m.video, true);
    expect([m.plays, m.video.paused]).toEqual([1, true]);
    m.video.play(); // the visitor again
    inSight(m.video, false);
    inSight(m.video, true);
    expect([m.plays, m.video.paused]).toEqual([3, false]);
  });

  it('plays nothing for who asks for less motion: the source is not offered', async () => {
    fakeMatchMedia(false);
    const m = motion('(prefers-reduced-motion: no-preference)');
    await runLoaderToIdle();
    expect(sightings).toHaveLength(0);
    expect(m.plays).toBe(0);
  });
});
