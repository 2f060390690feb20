// The designs page: a category's banner, its examples and links to the related categories. Choosing
// a related category swaps the content in place; the page's URL, title and history follow, and the
// working copy is saved so that /designs without a category shows it again.
import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import {
  categoryFromSearch, categoryURL, documentTitle, examplesLayout, FAILED_TO_LOAD, findCategory, imageName, INVALID_DATA,
  isWorkingCopy, relatedNames, titleCase, toWorkingCopy, type CardRule, type Category, type WorkingCopy,
} from './data';
import { Picture, ProjectCard, type ProjectCardProps, type ResponsiveImage } from './ProjectCard';
import { readSavedCopy, saveCopy } from './storage';

/** The island's props, as pages/pages.go serialises them (DesignsProps). */
export interface DesignsProps {
  category: Category;
  /** The URL named the category, so a saved copy must not replace it. */
  explicit: boolean;
  dataUrl: string;
  /** Where every category's cards and boards are (Cards), fetched when another category is shown. */
  cardsUrl: string;
  /** How cards fill their rows: the server's rule (views.CardLayout), applied to any category shown. */
  layout: CardRule[];
  /** Every category's page by its design-title, lowercased: the server's addresses (no slug rule here). */
  categoryUrls: Record<string, string>;
  /** The boards of the served category's related tiles (every board on /designs alone), by the
   * category's image name ("appdesign"). */
  boards: Record<string, ResponsiveImage>;
  /** The served category's project cards (case study and picture) by title. */
  projects: Record<string, ProjectCardProps>;
}

/** What a category's cards and tiles need beyond design.json: the props' two maps, for every category. */
type Cards = Pick<DesignsProps, 'boards' | 'projects'>;

interface Props extends DesignsProps {
  /** Full page load, the fallback when the data cannot be used (tests replace it). */
  navigate?: (url: string) => void;
}

/** What each history entry of the page remembers, so Back and Forward need no fetch. */
interface HistoryState {
  designs: WorkingCopy;
}

const assign = (url: string) => window.location.assign(url);

/** The copy the page starts with: the server's category, or on /designs alone a saved copy. */
function initialCopy(props: DesignsProps): { copy: WorkingCopy; restored: boolean } {
  const served = toWorkingCopy(props.category);
  const saved = props.explicit ? null : readSavedCopy();
  if (saved) return { copy: saved, restored: true };
  if (!served) throw new Error(INVALID_DATA); // the server validated design.json: this cannot happen
  return { copy: served, restored: false };
}

export function Designs({ navigate = assign, ...props }: Props) {
  const [start] = useState(() => initialCopy(props));
  const [copy, setCopy] = useState(start.copy);
  const [cards, setCards] = useState<Cards>(props);
  const cardsRequest = useRef<Promise<void> | null>(null);
  const [focusRequests, setFocusRequests] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const latestRequest = useRef(0);
  const shown = useRef(copy);
  shown.current = copy;

  /** Shows a copy, remembers it and asks for focus on its heading. */
  const show = useCallback((next: WorkingCopy) => {
    setCopy(next);
    saveCopy(next);
    document.title = documentTitle(next);
    setFocusRequests((n) => n + 1);
  }, []);

  /** Fetches every category's cards once. It never fails: without them a card shows design.json's
   * image and no link, and a tile only its name, which is better than refusing the category. */
  const loadCards = useCallback(() => {
    cardsRequest.current ??= fetch(props.cardsUrl)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((all: Cards) => {
        if (!all?.projects || !all.boards) throw new Error('no cards');
        setCards(all);
      })
      .catch(() => { cardsRequest.current = null; }); // the next category shown tries again
    return cardsRequest.current;
  }, [props.cardsUrl]);

  /** Fetches design.json and shows the named category; on any failure loads the category's page. */
  const switchTo = useCallback(async (name: string, url: string, push: boolean) => {
    const request = ++latestRequest.current;
    const cardsLoaded = loadCards(); // with design.json, so that the category shows once, complete
    let data: unknown;
    try {
      const response = await fetch(props.dataUrl, { headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      data = await response.json();
    } catch {
      if (request !== latestRequest.current) return;
      console.error(FAILED_TO_LOAD);
      navigate(url);
      return;
    }
    await cardsLoaded;
    if (request !== latestRequest.current) return; // a later choice won
    const found = findCategory(data, name);
    if (!found.ok) {
      console.error(INVALID_DATA);
      navigate(url);
      return;
    }
    if (push) history.pushState({ designs: found.copy } satisfies HistoryState, '', url);
    else history.replaceState({ designs: found.copy } satisfies HistoryState, '', url);
    show(found.copy);
  }, [props.dataUrl, navigate, show, loadCards]);

  // A category other than the served one (a restored copy, Back to a remembered one) needs the cards.
  useEffect(() => {
    if (copy.title !== props.category['design-title']) void loadCards();
  }, [copy, props.category, loadCards]);

  // On mount: remember the copy shown (so /designs shows it next time), give this history entry its
  // state for Back, and on a restored copy make the address bar and title name what is shown.
  useEffect(() => {
    saveCopy(start.copy);
    const url = start.restored ? categoryURL(props.categoryUrls, start.copy.title) : window.location.href;
    history.replaceState({ designs: start.copy } satisfies HistoryState, '', url);
    if (start.restored) document.title = documentTitle(start.copy);
  }, [start, props.categoryUrls]);

  // Back and Forward move between the categories visited.
  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const remembered = (event.state as Partial<HistoryState> | null)?.designs;
      const name = isWorkingCopy(remembered) ? remembered.title : categoryFromSearch(props.categoryUrls, window.location.search);
      // An entry of the same category (the skip link's #main, say) changes nothing.
      if (!name || name.toLowerCase() === shown.current.title.toLowerCase()) return;
      if (isWorkingCopy(remembered)) {
        latestRequest.current++; // a pending fetch must not override where the visitor went
        show(remembered);
        return;
      }
      void switchTo(name, window.location.href, false);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [show, switchTo, props.categoryUrls]);

  // Focus moves in the same commit that shows the new heading: a passive effect may run a task
  // later, and a screen reader would announce the old page's focus in between.
  useLayoutEffect(() => {
    if (focusRequests > 0) heading.current?.focus();
  }, [focusRequests]);

  const chooseRelated = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    // Modified clicks keep their meaning (new tab, new window); only a plain click switches in place.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void switchTo(name, categoryURL(props.categoryUrls, name), true);
  };


  return (
    <>
      {/* Keyed by category: a new category is new elements, not old ones moved. */}
      <Fragment key={copy.title}>
        <section className="designs-banner" aria-labelledby="designs-heading">
          <h1 id="designs-heading" tabIndex={-1} ref={heading}>{titleCase(copy.title)}</h1>
          <p>{copy.subtitle}</p>
        </section>
        <ul className={examplesLayout(props.layout, copy.examples.length)}>
          {copy.examples.map((example, i) => (
            <ProjectCard
              key={`${i}-${example['example-title']}`}
              example={example}
              card={cards.projects[example['example-title']]}
              fallbackImage={example['example-image']}
              lazy={i >= 2}
            />
          ))}
        </ul>
        <nav className="designs-related" aria-label="Other design categories">
          <ul className="designs-related__list">
            {relatedNames(copy).map((name) => (
              <li key={name}>
                <a className="category-tile" href={categoryURL(props.categoryUrls, name)} onClick={(event) => chooseRelated(event, name)}>
                  {/* A stale saved copy may name a category the server has no board for. */}
                  {cards.boards[imageName(name)] && (
                    <Picture image={cards.boards[imageName(name)]} className="category-tile__image" lazy />
                  )}
                  <span className="category-tile__text">
                    <span className="category-tile__name">{name.toUpperCase()}</span>
                    <span className="category-tile__cta">VIEW PROJECTS</span>
                    <Arrow className="category-tile__arrow" />
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Fragment>
    </>
  );
}

/** The arrow at the end of a link that leads on to more work: the server's views.arrow, drawn alike. */
function Arrow({ className }: { className: string }) {
  return (
    <svg className={`arrow ${className}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M1 10.5h16.4l-6-6 2.1-2.1 9.6 9.6-9.6 9.6-2.1-2.1 6-6H1z"></path>
    </svg>
  );
}
