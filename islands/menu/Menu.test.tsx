import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeMatchMedia, type FakeMedia } from '../test/media';
import { mountAndSettle } from '../test/mount';
import { mount } from './index';
import { Menu, PANEL_ID, TOGGLE_ID, type MenuProps } from './Menu';

const NARROW = '(max-width: 699.98px)';
const props: MenuProps = {
  links: [
    { Href: '/about', Label: 'OUR COMPANY' },
    { Href: '/locations', Label: 'LOCATIONS' },
    { Href: '/contact', Label: 'CONTACT' },
  ],
  current: '/locations',
};

let media: FakeMedia;
beforeEach(() => {
  media = fakeMatchMedia(true);
});

function renderMenu(initiallyOpen = false) {
  render(<Menu {...props} narrowQuery={NARROW} disclosureOpen={() => initiallyOpen} />);
  const button = screen.getByRole('button', { name: 'Menu' });
  const panel = document.getElementById(PANEL_ID)!;
  return { button, panel };
}

describe('menu island', () => {
  it('starts closed: a named button, aria-expanded false, controlling the hidden panel', () => {
    const { button, panel } = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(PANEL_ID);
    expect(button.className).toBe('mobile-menu__toggle');
    expect(panel.hidden).toBe(true);
    expect(panel.className).toBe('mobile-menu__panel');
  });

  it('offers the same links as the header, the current section marked', () => {
    renderMenu(true);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['OUR COMPANY', '/about'], ['LOCATIONS', '/locations'], ['CONTACT', '/contact'],
    ]);
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual([null, 'page', null]);
  });

  it('the button toggles the menu open and closed', () => {
    const { button, panel } = renderMenu();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });

  it('closes when a link is chosen', () => {
    const { button, panel } = renderMenu();
    fireEvent.click(button);
    document.addEventListener('click', (event) => event.preventDefault(), { once: true }); // jsdom cannot navigate
    fireEvent.click(screen.getByRole('link', { name: 'CONTACT' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });

  it('closes on Escape and puts focus back on the button', () => {
    const { button, panel } = renderMenu();
    fireEvent.click(button);
    screen.getByRole('link', { name: 'LOCATIONS' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('ignores other keys', () => {
    const { button, panel } = renderMenu();
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(panel.hidden).toBe(false);
  });

  it('closes when the viewport grows past 700px', () => {
    const { button, panel } = renderMenu();
    fireEvent.click(button);
    act(() => media.set(false));
    expect(panel.hidden).toBe(true);
    expect(media.queries).toContain(NARROW);
  });

  it('closes on a click on the dimmed overlay below the panel, not on the panel itself', () => {
    const { button, panel } = renderMenu();
    fireEvent.click(button);
    panel.getBoundingClientRect = () => ({ top: 96, bottom: 300 }) as DOMRect;
    fireEvent.click(panel, { clientY: 200 });
    expect(panel.hidden).toBe(false);
    fireEvent.click(panel, { clientY: 500 });
    expect(panel.hidden).toBe(true);
  });
});

describe('mounting the menu onto the server markup', () => {
  const serverMarkup = (open: boolean) => `
    <div class="mobile-menu" data-island="menu"><script id="menu-props" type="application/json">${JSON.stringify(props)}</script><details class="mobile-menu__disclosure"${open ? ' open' : ''}><summary id="${TOGGLE_ID}" class="mobile-menu__toggle" aria-label="Menu"></summary><nav class="mobile-menu__panel" aria-label="Main"><ul class="mobile-menu__list"></ul></nav></details></div>`;

  it('replaces the disclosure with the button and panel, keeping the props script', async () => {
    document.body.innerHTML = serverMarkup(false);
    await mountAndSettle(() => mount(NARROW));
    const island = document.querySelector('[data-island="menu"]')!;
    expect(island.querySelector('details')).toBeNull();
    expect(island.querySelector('script#menu-props')?.textContent).toBe(JSON.stringify(props));
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps focus on the toggle when the visitor had focused the server\u2019s one', async () => {
    document.body.innerHTML = serverMarkup(false);
    document.querySelector<HTMLElement>('summary')!.focus();
    await mountAndSettle(() => mount(NARROW));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
  });

  it('keeps focus on the link a keyboard visitor had reached in the open disclosure', async () => {
    const links = props.links.map((link) => `<li><a href="${link.Href}">${link.Label}</a></li>`).join('');
    document.body.innerHTML = serverMarkup(true).replace('<ul class="mobile-menu__list"></ul>', `<ul class="mobile-menu__list">${links}</ul>`);
    document.querySelector<HTMLElement>('a[href="/locations"]')!.focus();
    await mountAndSettle(() => mount(NARROW));
    expect(document.querySelector('details')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'LOCATIONS' }));
  });

  it('leaves focus alone when the visitor moved on while the island rendered', async () => {
    document.body.innerHTML = `${serverMarkup(false)}<a href="/home" id="elsewhere">Home</a>`;
    document.querySelector<HTMLElement>('summary')!.focus();
    await mountAndSettle(() => {
      mount(NARROW);
      document.getElementById('elsewhere')!.focus();
    });
    expect(document.activeElement).toBe(document.getElementById('elsewhere'));
  });

  it('keeps the menu open when the visitor had opened the disclosure', async () => {
    document.body.innerHTML = serverMarkup(true);
    await mountAndSettle(() => mount(NARROW));
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('reads the disclosure once, as it takes its place (a tap while React rendered counts)', () => {
    const readWithIslandInPlace: boolean[] = [];
    const disclosureOpen = () => {
      readWithIslandInPlace.push(document.getElementById(PANEL_ID) !== null);
      return true;
    };
    render(<Menu {...props} narrowQuery={NARROW} disclosureOpen={disclosureOpen} />);
    expect(readWithIslandInPlace).toEqual([true]);
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(PANEL_ID)!.hidden).toBe(false);
  });

  it('does nothing on a page without the menu', () => {
    document.body.innerHTML = '<main></main>';
    expect(() => mount(NARROW)).not.toThrow();
    expect(document.querySelector('button')).toBeNull();
  });
});
