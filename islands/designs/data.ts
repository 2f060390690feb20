// The design data: its shape in design.json, the working copy the page shows and saves, and the
// rules that turn one into the other.

/** One example as design.json names its fields. */
export interface Example {
  'example-image': string;
  'example-title': string;
  'example-description': string;
}

/** A related category: the first anchor names it in anchor-one, the second in anchor-two. */
export interface Anchor {
  'anchor-one'?: string;
  'anchor-two'?: string;
}

/** One category of design.json. */
export interface Category {
  'design-title': string;
  'design-subtitle': string;
  examples: Example[];
  anchors: Anchor[];
}

/** The designs page's working copy, saved in localStorage under STORAGE_KEY. */
export interface WorkingCopy {
  title: string;
  subtitle: string;
  examples: Example[];
  anchors: Anchor[];
}

export const STORAGE_KEY = 'DesignObject';
export const MAX_RELATED = 2;

/** The error catalogue's messages, logged exactly as written. */
export const FAILED_TO_LOAD = 'Failed to load design data';
export const INVALID_DATA = 'Invalid or incomplete design data';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function isExample(value: unknown): value is Example {
  return isObject(value) && isText(value['example-image']) && isText(value['example-title']) &&
    typeof value['example-description'] === 'string';
}

function isAnchor(value: unknown): value is Anchor {
  return isObject(value) && (isText(value['anchor-one']) || isText(value['anchor-two']));
}

/** A working copy is complete when it has a title, a subtitle, and lists of examples and anchors. */
export function isWorkingCopy(value: unknown): value is WorkingCopy {
  return isObject(value) && isText(value.title) && typeof value.subtitle === 'string' &&
    Array.isArray(value.examples) && value.examples.every(isExample) &&
    Array.isArray(value.anchors) && value.anchors.every(isAnchor);
}

/** The working copy of one category of design.json, or null when the entry is invalid or incomplete. */
export function toWorkingCopy(category: unknown): WorkingCopy | null {
  if (!isObject(category)) return null;
  const copy = {
    title: category['design-title'],
    subtitle: category['design-subtitle'],
    examples: category.examples,
    anchors: category.anchors,
  };
  return isWorkingCopy(copy) ? copy : null;
}

export type Lookup =
  | { ok: true; copy: WorkingCopy }
  | { ok: false; reason: typeof INVALID_DATA };

/** Finds the category named `name` (case-insensitively) in design.json's parsed content. */
export function findCategory(data: unknown, name: string): Lookup {
  const wanted = name.trim().toLowerCase();
  const entry = Array.isArray(data)
    ? data.find((category) => isObject(category) && typeof category['design-title'] === 'string' &&
      category['design-title'].trim().toLowerCase() === wanted)
    : undefined;
  const copy = toWorkingCopy(entry);
  return copy ? { ok: true, copy } : { ok: false, reason: INVALID_DATA };
}

/** 'web design' -> 'Web Design': the title is shown with every word capitalised. */
export function titleCase(text: string): string {
  return text.split(/\s+/).filter(Boolean).map((word) => word[0].toUpperCase() + word.slice(1)).join(' ');
}

/** 'app design' -> 'appdesign': the file name of a related category's image. */
export function imageName(anchor: string): string {
  return anchor.toLowerCase().replace(/\s+/g, '');
}

/** A category's page by its name (design.json's design-title, case-insensitively), from the server's
 * table (pages.DesignsProps.CategoryURLs): the island has no slug rule of its own. An unknown name
 * leads to /designs. */
export function categoryURL(urls: Record<string, string>, name: string): string {
  return urls[name.trim().toLowerCase()] ?? '/designs';
}

/** The category name a /designs URL asks for ('web design' from ?category=web-design), or null. */
export function categoryFromSearch(urls: Record<string, string>, search: string): string | null {
  const wanted = new URLSearchParams(search).get('category');
  if (!wanted) return null;
  const category = (url: string) => new URLSearchParams(url.slice(url.indexOf('?'))).get('category');
  return Object.keys(urls).find((name) => category(urls[name]) === wanted) ?? wanted;
}

export function documentTitle(copy: WorkingCopy): string {
  return `${titleCase(copy.title)} projects | Designo`;
}

/** One rule of how a category's cards fill their rows (views.CardRule): in a grid of `columns`,
 * a number of cards that leaves `over` in the last row gives the cards' list `class`. */
export interface CardRule {
  class: string;
  columns: number;
  over: number;
}

/** The cards' list's classes under the server's rules, which the island's props carry
 * (views.CardLayout): the island has no rule of its own. */
export function examplesLayout(rules: readonly CardRule[], cards: number): string {
  return ['designs-examples', ...rules.filter((rule) => cards % rule.columns === rule.over).map((rule) => rule.class)].join(' ');
}

/** The names of the related categories, at most MAX_RELATED. */
export function relatedNames(copy: WorkingCopy): string[] {
  return copy.anchors
    .map((anchor) => (anchor['anchor-one'] || anchor['anchor-two'] || '').trim())
    .filter(Boolean)
    .slice(0, MAX_RELATED);
}

