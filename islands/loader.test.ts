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

const MENU = '<div data-island="menu"></div>';

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
  it('starts no island before the page has painted and the browser is idle', async () => {
    fakeMatchMedia(true);
    document.body.innerHTML = `${MENU}<div data-island="contact"></div>`;
    await runLoader();
    expect(menuMount).not.toHaveBeenCalled();
    await paintNextFrame();
    expect(menuMount).not.toHaveBeenCalled();
    expect(contactMount).not.toHaveBeenCalled();
    await becomeIdle();
    expect(menuMount).toHaveBeenCalledTimes(1);
    expect(contactMount).toHaveBeenCalledTimes(1);
  });

  it('waits for the document to finish loading first', async () => {
    fakeMatchMedia(true);
    document.body.innerHTML = MENU;
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    await runLoader();
    await paintNextFrame();
    await becomeIdle();
    expect(menuMount).not.toHaveBeenCalled();
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    await paintNextFrame();
    await becomeIdle();
    expect(menuMount).toHaveBeenCalledTimes(1);
  });

  it('loads the menu at once on a narrow viewport, with the query it watches', async () => {
    fakeMatchMedia(true);
    document.body.innerHTML = MENU;
    await runLoaderToIdle();
    expect(menuMount).toHaveBeenCalledExactlyOnceWith('(max-width: 699.98px)');
  });

  it('does not load the menu on a wide viewport until it becomes narrow, then once', async () => {
    const media = fakeMatchMedia(false);
    document.body.innerHTML = MENU;
    await runLoaderToIdle();
    expect(menuMount).not.toHaveBeenCalled();
    media.set(false);
    await settle();
    expect(menuMount).not.toHaveBeenCalled();
    media.set(true);
    media.set(false);
    media.set(true);
    await settle();
    expect(menuMount).toHaveBeenCalledTimes(1);
  });

  it('loads neither the designs nor the contact island on a page without them', async () => {
    fakeMatchMedia(false);
    document.body.innerHTML = MENU;
    await runLoaderToIdle();
    expect(designsMount).not.toHaveBeenCalled();
    expect(contactMount).not.toHaveBeenCalled();
  });

  it('loads the designs island where its markup is, whatever the viewport', async () => {
    fakeMatchMedia(false);
    document.body.innerHTML = `${MENU}<div data-island="designs"></div>`;
    await runLoaderToIdle();
    expect(designsMount).toHaveBeenCalledTimes(1);
    expect(contactMount).not.toHaveBeenCalled();
  });

  it('loads the contact island where its markup is', async () => {
    fakeMatchMedia(false);
    document.body.innerHTML = `${MENU}<div data-island="contact"></div>`;
    await runLoaderToIdle();
    expect(contactMount).toHaveBeenCalledTimes(1);
    expect(designsMount).not.toHaveBeenCalled();
  });

  it('waits for the first-screen picture to be decoded, and not for ever if it cannot be', async () => {
    fakeMatchMedia(true);
    document.body.innerHTML = `${MENU}<img fetchpriority="high" alt="">`;
    const picture = document.querySelector('img')!;
    let decoded!: () => void;
    picture.decode = () => new Promise<void>((resolve) => { decoded = resolve; });
    await runLoaderToIdle();
    expect(menuMount).not.toHaveBeenCalled();
    decoded();
    await settle();
    await becomeIdle();
    expect(menuMount).toHaveBeenCalledTimes(1);

    menuMount.mockReset();
    picture.decode = () => Promise.reject(new Error('broken image'));
    await runLoaderToIdle();
    expect(menuMount).toHaveBeenCalledTimes(1);
  });

  it('reports an island that cannot start on the console', async () => {
    fakeMatchMedia(false);
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
    fakeMatchMedia(true);
    document.body.innerHTML = MENU;
  });

  it('waits for the first contentful paint to be shown, not just for a frame', async () => {
    await runLoaderToIdle();
    expect(menuMount).not.toHaveBeenCalled();
    FakePaintObserver.report('first-paint');
    await becomeIdle();
    expect(menuMount).not.toHaveBeenCalled();
    FakePaintObserver.report('first-contentful-paint');
    expect(menuMount).not.toHaveBeenCalled(); // and then an idle moment
    await becomeIdle();
    expect(menuMount).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.watching.size).toBe(0);
  });

  it('starts the islands anyway when no paint is reported (a tab opened in the background)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      await runLoader();
      vi.advanceTimersByTime(2900); // the loader waits 3 s for a paint report (FIRST_PAINT_TIMEOUT_MS)
      await becomeIdle();
      expect(menuMount).not.toHaveBeenCalled();
      vi.advanceTimersByTime(100);
      await becomeIdle();
      expect(menuMount).toHaveBeenCalledTimes(1);
      FakePaintObserver.report('first-contentful-paint'); // a late report starts nothing twice
      await becomeIdle();
      expect(menuMount).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
