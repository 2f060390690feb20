import { describe, expect, it } from 'vitest';
import {
  categoryFromSearch, categoryURL, documentTitle, examplesLayout, findCategory, imageName, INVALID_DATA, isWorkingCopy,
  relatedNames, titleCase, toWorkingCopy, type Category,
} from './data';
import layout from '../test/card-layout.json';

const web: Category = {
  'design-title': 'web design',
  'design-subtitle': 'Websites.',
  examples: [{ 'example-image': '/static/img/work/express/cover-800.jpg', 'example-title': 'Express', 'example-description': 'Courier.' }],
  anchors: [{ 'anchor-one': 'app design' }, { 'anchor-two': 'graphic design' }],
};

describe('design data rules', () => {
  it.each([
    ['web design', 'Web Design'],
    ['graphic  design', 'Graphic Design'],
    ['App design', 'App Design'],
    ['science!', 'Science!'],
  ])('titleCase(%j) = %j', (input, expected) => {
    expect(titleCase(input)).toBe(expected);
  });

  it.each([
    ['app design', 'appdesign'],
    ['Graphic Design', 'graphicdesign'],
    ['web  design', 'webdesign'],
  ])('the image of anchor %j is named %j', (anchor, expected) => {
    expect(imageName(anchor)).toBe(expected);
  });

  it('lays out the cards by their number under the server\'s rules, so that no slot is left empty', () => {
    const layouts = [1, 2, 3, 4, 5, 6, 8].map((n) => `${n}: ${examplesLayout(layout, n)}`);
    expect(layouts).toEqual([
      '1: designs-examples designs-examples--wide-first',
      '2: designs-examples designs-examples--two-first',
      '3: designs-examples designs-examples--wide-first',
      '4: designs-examples',
      '5: designs-examples designs-examples--wide-first designs-examples--two-first',
      '6: designs-examples',
      '8: designs-examples designs-examples--two-first',
    ]);
  });

  it('URLs from the server\'s table, and titles', () => {
    const urls = { 'app design': '/designs?category=app-design', 'graphic design': '/designs?category=graphic-design' };
    expect(categoryURL(urls, ' Graphic Design ')).toBe('/designs?category=graphic-design');
    expect(categoryURL(urls, 'motion design')).toBe('/designs');
    expect(categoryFromSearch(urls, '?category=app-design')).toBe('app design');
    expect(categoryFromSearch(urls, '?category=motion')).toBe('motion');
    expect(categoryFromSearch(urls, '?other=1')).toBeNull();
    expect(documentTitle({ title: 'app design', subtitle: '', examples: [], anchors: [] })).toBe('App Design projects | Designo');
  });

  it('a working copy has the title, subtitle, examples and anchors of its category', () => {
    expect(toWorkingCopy(web)).toEqual({
      title: 'web design', subtitle: 'Websites.', examples: web.examples, anchors: web.anchors,
    });
  });

  it.each([
    ['no title', { ...web, 'design-title': undefined }],
    ['an empty title', { ...web, 'design-title': ' ' }],
    ['no subtitle', { ...web, 'design-subtitle': undefined }],
    ['no examples', { ...web, examples: undefined }],
    ['examples that are not a list', { ...web, examples: {} }],
    ['an example without a title', { ...web, examples: [{ 'example-image': '/x.svg' }] }],
    ['no anchors', { ...web, anchors: undefined }],
    ['an anchor without a name', { ...web, anchors: [{}] }],
    ['not an object', 'web design'],
  ])('a category with %s is invalid', (_what, category) => {
    expect(toWorkingCopy(category)).toBeNull();
  });

  it('finds a category case-insensitively', () => {
    const data = [{ ...web, 'design-title': 'Web Design' }];
    const found = findCategory(data, 'WEB design');
    expect(found.ok && found.copy.title).toBe('Web Design');
  });

  it('reports invalid data when the category is missing, incomplete or the data is not a list', () => {
    expect(findCategory([web], 'app design')).toEqual({ ok: false, reason: INVALID_DATA });
    expect(findCategory([{ ...web, anchors: undefined }], 'web design')).toEqual({ ok: false, reason: INVALID_DATA });
    expect(findCategory({ categories: [web] }, 'web design')).toEqual({ ok: false, reason: INVALID_DATA });
  });

  it('shows at most two related categories, whichever anchor field names them', () => {
    const copy = toWorkingCopy({ ...web, anchors: [{ 'anchor-two': 'a' }, { 'anchor-one': 'b' }, { 'anchor-one': 'c' }] })!;
    expect(relatedNames(copy)).toEqual(['a', 'b']);
    expect(isWorkingCopy(copy)).toBe(true);
  });
});
