import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMatchMedia } from './test/media';

const menuMount = vi.fn();
const designsMount = vi.fn();
const contactMount = vi.fn();
vi.mock('./menu/index', () => ({ mount: menuMount }));
vi.mock('./designs/index', () => ({ mount: designsMount }));
vi.mock('./contact/index', () => ({ mount: contactMount }));

/** Runs the loader afresh on the current document, as a page load would. */
async function runLoader() {
  vi.resetModules();
  await import('./loader');
  await act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
}

const MENU = '<div data-island="menu"></div>';

beforeEach(() => {
  menuMount.mockReset();
  designsMount.mockReset();
  contactMount.mockReset();
});

describe('loader', () => {
  it('loads the menu at once on a narrow viewport, with the query it watches', async () => {
    fakeMatchMedia(true);
    document.body.innerHTML = MENU;
    await runLoader();
    expect(menuMount).toHaveBeenCalledExactlyOnceWith('(max-width: 699.98px)');
  });

  it('does not load the menu on a wide viewport until it becomes narrow, then once', async () => {
    const media = fakeMatchMedia(false);
    document.body.innerHTML = MENU;
    await runLoader();
    expect(menuMount).not.toHaveBeenCalled();
    media.set(false);
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
    expect(menuMount).not.toHaveBeenCalled();
    media.set(true);
    media.set(false);
    media.set(true);
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
    expect(menuMount).toHaveBeenCalledTimes(1);
  });

  it('loads neither the designs nor the contact island on a page without them', async () => {
    fakeMatchMedia(false);
    document.body.innerHTML = MENU;
    await runLoader();
    expect(designsMount).not.toHaveBeenCalled();
    expect(contactMount).not.toHaveBeenCalled();
  });

  it('loads the designs island where its markup is, whatever the viewport', async () => {
    fakeMatchMedia(false);
    document.body.innerHTML = `${MENU}<div data-island="designs"></div>`;
    await runLoader();
    expect(designsMount).toHaveBeenCalledTimes(1);
    expect(contactMount).not.toHaveBeenCalled();
  });

  it('loads the contact island where its markup is', async () => {
    fakeMatchMedia(false);
    document.body.innerHTML = `${MENU}<div data-island="contact"></div>`;
    await runLoader();
    expect(contactMount).toHaveBeenCalledTimes(1);
    expect(designsMount).not.toHaveBeenCalled();
  });

  it('reports an island that cannot start on the console', async () => {
    fakeMatchMedia(false);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    contactMount.mockImplementation(() => { throw new Error('boom'); });
    document.body.innerHTML = '<div data-island="contact"></div>';
    await runLoader();
    expect(error).toHaveBeenCalledWith('The contact island could not start', expect.any(Error));
  });
});
