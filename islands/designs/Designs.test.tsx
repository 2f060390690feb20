import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import designJSON from '../../data/design.json';
import { STORAGE_KEY, toWorkingCopy, type Category, type WorkingCopy } from './data';
import { Designs, type DesignsProps } from './Designs';
import type { ProjectCardProps, ResponsiveImage } from './ProjectCard';
import { jsonResponse } from '../test/response';
import { mountAndSettle } from '../test/mount';
import layout from '../test/card-layout.json';
import { mount } from './index';

const categories = designJSON as Category[];
const byTitle = (title: string) => categories.find((c) => c['design-title'] === title)!;
const copyOf = (title: string) => toWorkingCopy(byTitle(title))!;

/** Every category's board by its image name, as the server prepares them: the island must use these. */
const boards: Record<string, ResponsiveImage> = Object.fromEntries(['webdesign', 'appdesign', 'graphicdesign'].map((name) => {
  const srcset = (ext: string) => [400, 800].map((w) => `/static/img/boards/${name}-${w}.h.${ext} ${w}w`).join(', ');
  return [name, {
    src: `/static/img/boards/${name}-800.h.jpg`, srcset: srcset('jpg'), sizes: '(min-width: 1200px) 540px, 100vw',
    sources: [{ type: 'image/avif', srcset: srcset('avif') }, { type: 'image/webp', srcset: srcset('webp') }],
    alt: '', width: 1600, height: 1200,
  }];
}));

/** Every project's card as the server prepares it: its case study and its picture in three formats. */
const projects: Record<string, ProjectCardProps> = Object.fromEntries(categories.flatMap((c) => c.examples.map((e) => {
  const slug = e['example-title'].toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const srcset = (ext: string) => [400, 800].map((w) => `/static/img/work/${slug}/cover-${w}.h.${ext} ${w}w`).join(', ');
  return [e['example-title'], {
    href: `/work/${slug}`,
    picture: {
      src: `/static/img/work/${slug}/cover-800.h.jpg`, srcset: srcset('jpg'), sizes: `(min-width: 1200px) 350px, ${slug}`,
      sources: [{ type: 'image/avif', srcset: srcset('avif') }, { type: 'image/webp', srcset: srcset('webp') }],
      alt: `The ${e['example-title']} cover`, width: 1600, height: 1200, tone: 'tone-sand',
    },
  }];
})));

const DATA_URL = '/assets/design.json';
/** Every category's page, as the server's props carry them (server/designs_test.go checks the same). */
const CATEGORY_URLS = {
  'web design': '/designs?category=web-design', 'app design': '/designs?category=app-design',
  'graphic design': '/designs?category=graphic-design',
};
const CARDS_URL = '/assets/design-cards.0123456789abcdef0123.json';

/** The props as the server writes them: the category's own cards and the boards of its related
 * tiles, or every board on /designs alone, which may restore any category. */
const props = (title: string, explicit = true): DesignsProps => {
  const category = byTitle(title);
  const related = category.anchors.map((a) => (a['anchor-one'] ?? a['anchor-two'])!.replace(' ', ''));
  return {
    category, explicit, dataUrl: DATA_URL, cardsUrl: CARDS_URL, layout, categoryUrls: CATEGORY_URLS,
    boards: Object.fromEntries(Object.entries(boards).filter(([name]) => !explicit || related.includes(name))),
    projects: Object.fromEntries(category.examples.map((e) => [e['example-title'], projects[e['example-title']]])),
  };
};

let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;
let fetchMock: ReturnType<typeof vi.fn<(url: string) => Promise<Response>>>;
/** The answers to a fetch of design.json and of the cards. */
let dataAnswer: () => Promise<Response>;
let cardsAnswer: () => Promise<Response>;

function serveData(body: unknown = categories, status = 200) {
  dataAnswer = () => jsonResponse(body, status);
}

const fetchesOf = (url: string) => fetchMock.mock.calls.filter(([u]) => u === url).length;

function renderDesigns(p: DesignsProps) {
  return render(<Designs {...p} navigate={navigate} />);
}

const heading = () => screen.getByRole('heading', { level: 1 });
const relatedLink = (name: string) => screen.getByRole('link', { name: new RegExp(name, 'i') });
const saved = (): WorkingCopy | null => JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');

beforeEach(() => {
  history.replaceState(null, '', '/designs?category=web-design');
  document.title = 'Web Design projects | Designo';
  navigate = vi.fn<(url: string) => void>();
  fetchMock = vi.fn((url: string) => (url === CARDS_URL ? cardsAnswer() : dataAnswer()));
  vi.stubGlobal('fetch', fetchMock);
  serveData();
  cardsAnswer = () => jsonResponse({ projects, boards });
});

describe('designs island: what it shows', () => {
  it('shows the category with its title capitalised, and each example as a card linking to its case study', () => {
    renderDesigns(props('web design'));
    expect(heading().textContent).toBe('Web Design');
    expect(heading().id).toBe('designs-heading');
    const cards = document.querySelectorAll('.designs-examples .example-card');
    expect(cards).toHaveLength(byTitle('web design').examples.length);
    byTitle('web design').examples.forEach((e, i) => {
      const links = within(cards[i] as HTMLElement).getAllByRole('link');
      expect(links).toHaveLength(1); // one link per card, named by the title alone
      expect(links[0].getAttribute('href')).toBe(projects[e['example-title']].href);
      expect(screen.getByRole('link', { name: e['example-title'] })).toBe(links[0]);
    });
  });

  it('lays the cards out by the rules its props carry, the server\'s', () => {
    // Five cards, whichever projects they are: the first across two columns, the first two sharing three.
    const five = categories.flatMap((c) => c.examples).slice(0, 5);
    expect(five).toHaveLength(5);
    const appDesign = props('app design');
    renderDesigns({ ...appDesign, category: { ...appDesign.category, examples: five },
      projects: Object.fromEntries(five.map((e) => [e['example-title'], projects[e['example-title']]])) });
    expect(document.querySelector('ul.designs-examples')?.className)
      .toBe('designs-examples designs-examples--wide-first designs-examples--two-first');
  });

  it('has no layout rule of its own', () => {
    renderDesigns({ ...props('app design'), layout: [] });
    expect(document.querySelector('ul.designs-examples')?.className).toBe('designs-examples');
  });

  it("shows each card's picture as the server prepared it: AVIF and WebP sources, the JPEG fallback, lazy below the fold", () => {
    renderDesigns(props('web design'));
    const cards = document.querySelectorAll('.designs-examples .example-card');
    const express = projects[byTitle('web design').examples[0]['example-title']].picture;
    const sources = [...cards[0].querySelectorAll('picture > source')];
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset'), s.getAttribute('sizes')]))
      .toEqual(express.sources!.map((s) => [s.type, s.srcset, express.sizes]));
    const img = cards[0].querySelector('picture > img')!;
    expect([img.getAttribute('src'), img.getAttribute('srcset'), img.getAttribute('sizes'), img.getAttribute('alt')])
      .toEqual([express.src, express.srcset, express.sizes, express.alt]);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '1200']);
    expect(img.getAttribute('class')).toBe('example-card__image tone-sand'); // its placeholder, as the server's
    expect(img.getAttribute('loading')).toBeNull(); // the first two are above the fold
    expect(cards[2].querySelector('img')!.getAttribute('loading')).toBe('lazy');
  });

  it("shows a project the server does not know (a stale saved copy) with design.json's image and no link", () => {
    const stranger = { 'example-image': '/static/img/elsewhere.jpg', 'example-title': 'Stranger', 'example-description': 'Not ours.' };
    renderDesigns({ ...props('web design'), category: { ...byTitle('web design'), examples: [stranger] } });
    const card = document.querySelector('.example-card')!;
    expect(card.querySelector('a')).toBeNull();
    expect(card.querySelector('img')!.getAttribute('src')).toBe('/static/img/elsewhere.jpg');
    expect(card.querySelector('img')!.getAttribute('class')).toBe('example-card__image');
  });

  it('links to at most two related categories, each picture named from its anchor', () => {
    const crowded = { ...byTitle('web design'), anchors: [{ 'anchor-one': 'app design' }, { 'anchor-two': 'graphic design' }, { 'anchor-one': 'web design' }] };
    renderDesigns({ ...props('web design'), category: crowded });
    const tiles = within(screen.getByRole('navigation', { name: 'Other design categories' })).getAllByRole('link');
    expect(tiles.map((a) => a.getAttribute('href'))).toEqual(['/designs?category=app-design', '/designs?category=graphic-design']);
    expect(tiles.map((a) => a.querySelector('.category-tile__name')!.textContent)).toEqual(['APP DESIGN', 'GRAPHIC DESIGN']);
    const picture = tiles[0].querySelector('picture')!;
    expect(picture.querySelector('img')!.getAttribute('src')).toBe('/static/img/boards/appdesign-800.h.jpg');
    expect(picture.querySelector('img')!.getAttribute('alt')).toBe('');
    expect(picture.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toContain('/static/img/boards/appdesign-400.h.avif 400w');
    expect(tiles[1].querySelector('img')!.getAttribute('src')).toBe('/static/img/boards/graphicdesign-800.h.jpg');
    expect(tiles[0].querySelector('.category-tile__cta')!.textContent).toBe('VIEW PROJECTS');
    // The arrow as the server draws it (views.arrow): hidden from assistive technology, no name of its own.
    expect(tiles[0].querySelector('.category-tile__text > svg.arrow.category-tile__arrow[aria-hidden="true"] > path')).not.toBeNull();
  });
  it('shows a related category the server does not know (a stale saved copy) by its name alone, leading to /designs', () => {
    const stale = { ...byTitle('web design'), anchors: [{ 'anchor-one': 'motion design' }] };
    renderDesigns({ ...props('web design'), category: stale });
    const tile = within(screen.getByRole('navigation', { name: 'Other design categories' })).getByRole('link');
    expect(tile.getAttribute('href')).toBe('/designs');
    expect(tile.querySelector('img')).toBeNull();
    expect(tile.querySelector('.category-tile__name')!.textContent).toBe('MOTION DESIGN');
  });
});

describe('designs island: on opening', () => {
  it('a category named by the URL wins over a saved copy, and becomes the saved copy', () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(copyOf('graphic design')));
    renderDesigns(props('web design', true));
    expect(heading().textContent).toBe('Web Design');
    expect(saved()).toEqual(copyOf('web design'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('/designs alone restores the saved copy, naming it in the address bar and the title', () => {
    history.replaceState(null, '', '/designs');
    localStorage.setItem(STORAGE_KEY, JSON.stringify(copyOf('app design')));
    renderDesigns(props('web design', false));
    expect(heading().textContent).toBe('App Design');
    const tiles = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(tiles.map((a) => a.getAttribute('href'))).toEqual(['/designs?category=web-design', '/designs?category=graphic-design']);
    // /designs carries every board, so the tiles show their pictures at once and nothing grows later.
    expect(tiles.map((a) => a.querySelector('img')?.getAttribute('src'))).toEqual([boards.webdesign.src, boards.graphicdesign.src]);
    expect(location.pathname + location.search).toBe('/designs?category=app-design');
    expect(document.title).toBe('App Design projects | Designo');
    expect(fetchesOf(DATA_URL)).toBe(0);
  });

  it("a restored copy of another category shows design.json's images until the cards arrive, then the cards", async () => {
    let answerCards: (r: Response) => void = () => {};
    cardsAnswer = () => new Promise<Response>((resolve) => { answerCards = resolve; });
    history.replaceState(null, '', '/designs');
    localStorage.setItem(STORAGE_KEY, JSON.stringify(copyOf('app design')));
    renderDesigns(props('web design', false));
    const airfilter = byTitle('app design').examples[0];
    const firstImage = () => document.querySelector('.example-card img')!.getAttribute('src');
    expect(firstImage()).toBe(airfilter['example-image']);
    expect(screen.queryByRole('link', { name: airfilter['example-title'] })).toBeNull();
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith(CARDS_URL);

    await act(async () => answerCards(new Response(JSON.stringify({ projects, boards }))));
    expect(firstImage()).toBe(projects[airfilter['example-title']].picture.src);
    for (const e of byTitle('app design').examples) {
      expect(screen.getByRole('link', { name: e['example-title'] }).getAttribute('href')).toBe(projects[e['example-title']].href);
    }
    expect(fetchesOf(DATA_URL)).toBe(0);
  });

  it('/designs alone without a saved copy shows the first category and saves it', () => {
    history.replaceState(null, '', '/designs');
    renderDesigns(props('web design', false));
    expect(heading().textContent).toBe('Web Design');
    expect(location.pathname + location.search).toBe('/designs');
    expect(saved()).toEqual(copyOf('web design'));
  });

  it.each([
    ['not JSON', '{'],
    ['incomplete', JSON.stringify({ title: 'app design', subtitle: 'x' })],
    ['not an object', '"app design"'],
  ])('a saved copy that is %s is ignored', (_what, raw) => {
    history.replaceState(null, '', '/designs');
    localStorage.setItem(STORAGE_KEY, raw);
    renderDesigns(props('web design', false));
    expect(heading().textContent).toBe('Web Design');
  });

  it('works when storage refuses access', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => { throw new DOMException('denied', 'SecurityError'); });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => { throw new DOMException('full', 'QuotaExceededError'); });
    history.replaceState(null, '', '/designs');
    renderDesigns(props('web design', false));
    expect(heading().textContent).toBe('Web Design');
  });
});

describe('designs island: choosing a related category', () => {
  it('switches in place: fetches the data, fills the page, saves it, updates the URL and title, focuses the heading', async () => {
    renderDesigns(props('web design'));
    const historyLength = history.length;
    const notPrevented = fireEvent.click(relatedLink('app design'));
    expect(notPrevented).toBe(false); // the browser does not follow the link
    // The data and every category's cards are asked for together, once each.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([CARDS_URL, DATA_URL]);
    await waitFor(() => expect(heading().textContent).toBe('App Design'));
    expect(fetchMock).toHaveBeenCalledWith(DATA_URL, expect.anything());
    expect(screen.getByText(byTitle('app design')['design-subtitle'])).toBeTruthy();
    expect(document.querySelectorAll('.example-card')).toHaveLength(byTitle('app design').examples.length);
    // The switched category's cards link to their case studies, with the server's pictures.
    for (const e of byTitle('app design').examples) {
      const link = screen.getByRole('link', { name: e['example-title'] });
      expect(link.getAttribute('href')).toBe(projects[e['example-title']].href);
      expect(link.closest('.example-card')!.querySelector('source[type="image/avif"]')!.getAttribute('srcset'))
        .toBe(projects[e['example-title']].picture.sources![0].srcset);
    }
    // Its related tiles show their boards, web design's too, which the web design page did not carry.
    expect(relatedLink('web design').querySelector('img')!.getAttribute('src')).toBe(boards.webdesign.src);
    expect(saved()).toEqual(copyOf('app design'));
    expect(location.pathname + location.search).toBe('/designs?category=app-design');
    expect(history.length).toBe(historyLength + 1);
    expect(document.title).toBe('App Design projects | Designo');
    expect(document.activeElement).toBe(heading());
    expect(navigate).not.toHaveBeenCalled();
  });

  it('matches the category name case-insensitively', async () => {
    serveData(categories.map((c) => ({ ...c, 'design-title': c['design-title'].toUpperCase() })));
    renderDesigns(props('web design'));
    fireEvent.click(relatedLink('graphic design'));
    await waitFor(() => expect(heading().textContent).toBe('GRAPHIC DESIGN'));
    expect(saved()?.title).toBe('GRAPHIC DESIGN');
  });

  it.each([
    ['the network fails', () => { dataAnswer = () => Promise.reject(new TypeError('Failed to fetch')); }],
    ['the server answers 500', () => serveData({ error: 'x' }, 500)],
    ['the answer is not JSON', () => { dataAnswer = () => Promise.resolve(new Response('<html>', { status: 200 })); }],
  ])('when %s: logs "Failed to load design data" and loads the category page', async (_what, arrange) => {
    arrange();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDesigns(props('web design'));
    fireEvent.click(relatedLink('app design'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/designs?category=app-design'));
    expect(error).toHaveBeenCalledExactlyOnceWith('Failed to load design data');
    expect(heading().textContent).toBe('Web Design'); // never an empty page
    expect(saved()).toEqual(copyOf('web design'));
  });

  it.each([
    ['the category has no subtitle', () => categories.map((c) => c['design-title'] === 'app design' ? { ...c, 'design-subtitle': undefined } : c)],
    ['the category has no examples', () => categories.map((c) => c['design-title'] === 'app design' ? { ...c, examples: undefined } : c)],
    ['the category has no anchors', () => categories.map((c) => c['design-title'] === 'app design' ? { ...c, anchors: undefined } : c)],
    ['the category is missing', () => categories.filter((c) => c['design-title'] !== 'app design')],
    ['the data is not a list', () => ({ categories })],
  ])('when %s: logs "Invalid or incomplete design data" and loads the category page', async (_what, data) => {
    serveData(data());
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDesigns(props('web design'));
    fireEvent.click(relatedLink('app design'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/designs?category=app-design'));
    expect(error).toHaveBeenCalledExactlyOnceWith('Invalid or incomplete design data');
    expect(heading().textContent).toBe('Web Design');
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server answers 404 (a page older than the site)', () => jsonResponse({ error: 'x' }, 404)],
    ['the answer has no cards', () => jsonResponse({ projects })],
  ])("when the cards cannot be had (%s): switches anyway, with design.json's images", async (_what, answer) => {
    cardsAnswer = answer;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDesigns(props('web design'));
    fireEvent.click(relatedLink('app design'));
    await waitFor(() => expect(heading().textContent).toBe('App Design'));
    const app = byTitle('app design').examples;
    expect([...document.querySelectorAll('.example-card img')].map((img) => img.getAttribute('src')))
      .toEqual(app.map((e) => e['example-image']));
    expect(document.querySelectorAll('.example-card a')).toHaveLength(0);
    expect(relatedLink('web design').querySelector('img')).toBeNull(); // its name, without a board
    expect(relatedLink('graphic design').querySelector('img')!.getAttribute('src')).toBe(boards.graphicdesign.src);
    expect(navigate).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(saved()).toEqual(copyOf('app design'));
    // A later attempt may succeed: the failure is not remembered.
    cardsAnswer = () => jsonResponse({ projects, boards });
    fireEvent.click(relatedLink('graphic design'));
    const graphic = byTitle('graphic design').examples[0]['example-title'];
    await waitFor(() => expect(screen.getByRole('link', { name: graphic }).getAttribute('href')).toBe(projects[graphic].href));
  });

  it('leaves a modified click (new tab) to the browser', () => {
    renderDesigns(props('web design'));
    // Record whether the island let the browser follow the link, then stop jsdom, which cannot.
    // The listener goes when the test ends: the test files share one document (isolate: false in
    // vitest.config.ts), and a click it cancelled would stop the next file's forms from submitting.
    const followed: boolean[] = [];
    const record = (event: Event) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    onTestFinished(() => document.removeEventListener('click', record));
    fireEvent.click(relatedLink('app design'), { ctrlKey: true });
    fireEvent.click(relatedLink('app design'), { button: 1 });
    expect(followed).toEqual([true, true]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the latest choice when an earlier answer arrives late', async () => {
    let answerFirst: (r: Response) => void = () => {};
    const answers = [new Promise<Response>((resolve) => { answerFirst = resolve; }), jsonResponse(categories)];
    dataAnswer = () => answers.shift()!;
    renderDesigns(props('web design'));
    fireEvent.click(relatedLink('app design'));
    fireEvent.click(relatedLink('graphic design'));
    await waitFor(() => expect(heading().textContent).toBe('Graphic Design'));
    await act(async () => answerFirst(new Response(JSON.stringify(categories))));
    expect(heading().textContent).toBe('Graphic Design');
    expect(location.search).toBe('?category=graphic-design');
  });

  it('Back and Forward move between the categories visited, without fetching', async () => {
    renderDesigns(props('web design'));
    fireEvent.click(relatedLink('app design'));
    await waitFor(() => expect(heading().textContent).toBe('App Design'));
    fireEvent.click(relatedLink('graphic design'));
    await waitFor(() => expect(heading().textContent).toBe('Graphic Design'));
    expect([fetchesOf(DATA_URL), fetchesOf(CARDS_URL)]).toEqual([2, 1]); // the cards are kept

    act(() => history.back());
    await waitFor(() => expect(heading().textContent).toBe('App Design'));
    expect(document.title).toBe('App Design projects | Designo');
    expect(saved()?.title).toBe('app design');
    expect(document.activeElement).toBe(heading());
    act(() => history.back());
    await waitFor(() => expect(heading().textContent).toBe('Web Design'));
    act(() => history.forward());
    await waitFor(() => expect(heading().textContent).toBe('App Design'));
    expect([fetchesOf(DATA_URL), fetchesOf(CARDS_URL)]).toEqual([2, 1]);
  });

  it("Back to a category remembered before the page loaded fetches its cards, not design.json", async () => {
    history.replaceState({ designs: copyOf('graphic design') }, '', '/designs?category=graphic-design');
    history.pushState(null, '', '/designs?category=web-design');
    renderDesigns(props('web design'));
    act(() => history.back());
    await waitFor(() => expect(heading().textContent).toBe('Graphic Design'));
    const graphic = byTitle('graphic design').examples.at(-1)!['example-title'];
    await waitFor(() => expect(screen.getByRole('link', { name: graphic }).getAttribute('href')).toBe(projects[graphic].href));
    expect([fetchesOf(DATA_URL), fetchesOf(CARDS_URL)]).toEqual([0, 1]);
  });

  it('an entry without a remembered copy loads its category from the URL', async () => {
    renderDesigns(props('web design'));
    history.pushState(null, '', '/designs?category=graphic-design');
    act(() => { window.dispatchEvent(new PopStateEvent('popstate', { state: null })); });
    await waitFor(() => expect(heading().textContent).toBe('Graphic Design'));
    expect(fetchesOf(DATA_URL)).toBe(1);
  });

  it('an entry of the same category (the skip link) changes nothing', () => {
    renderDesigns(props('web design'));
    history.pushState(null, '', '/designs?category=web-design#main');
    act(() => { window.dispatchEvent(new PopStateEvent('popstate', { state: null })); });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.activeElement).not.toBe(heading());
  });
});

describe('mounting the designs island onto the server markup', () => {
  it('takes over the element, keeping its props script', async () => {
    const p = props('app design');
    document.body.innerHTML = `<div class="designs" data-island="designs"><script id="designs-props" type="application/json">${JSON.stringify(p)}</script><section class="designs-banner"><h1 id="designs-heading" tabindex="-1">App Design</h1></section></div>`;
    await mountAndSettle(mount);
    const island = document.querySelector('[data-island="designs"]')!;
    expect(island.querySelector('script#designs-props')?.textContent).toBe(JSON.stringify(p));
    expect(island.querySelectorAll('h1')).toHaveLength(1);
    expect(island.querySelectorAll('.category-tile')).toHaveLength(2);
  });
});
