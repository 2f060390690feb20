// The layout every page keeps at 375, 768 and 1440px (islands mounted: each draws the boxes the server's
// markup drew, islands.test.mjs):
// - One grid: the header's content, every block of the main content and the footer's share one left
//   and one right edge. A block may instead reach both edges of the screen (a full-bleed picture, a
//   band of pictures alone, or a panel); then its padding must bring its content onto the grid, or else its own blocks are held to
//   the grid in turn.
// - Nothing on the first screen moves as the rest of the page arrives. A browser paints what it has
//   parsed so far: on a slow network at the end of the first round trip's bytes, on a busy phone
//   whenever the parser yields. A box laid out by what comes after it (centred beside a taller
//   neighbour, a grid span chosen by the number of cards) then jumps: a layout shift nobody caused.
// - Every picture's `sizes` is at least as wide as the slot it is laid out in, or the browser picks a
//   file too small for it.
//
// API: assertOnGrid(page, where) measures the page as it is laid out now and fails with `where` in
// the message; visits.test.mjs calls it on every page at every width.
import assert from 'node:assert/strict';

/**
 * Runs in the page. Returns the grid (the header's content box), what sits at the header's edges,
 * and every block that is neither on the grid nor full bleed, described for the failure message.
 */
function measureGrid() {
  const TOLERANCE = 1; // sub-pixel rounding
  const viewport = document.documentElement.clientWidth;
  const near = (a, b) => Math.abs(a - b) <= TOLERANCE;
  const describe = (el) => {
    const classes = [...el.classList].slice(0, 2).map((c) => `.${c}`).join('');
    const parent = el.parentElement;
    return `${parent ? `${parent.tagName.toLowerCase()}${parent.classList[0] ? `.${parent.classList[0]}` : ''} > ` : ''}${el.tagName.toLowerCase()}${classes}`;
  };
  const shown = (el) => {
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
    if (style.position === 'absolute' || style.position === 'fixed') return false; // out of the flow: overlays
    const rect = el.getBoundingClientRect();
    return rect.width > 1 && rect.height > 1;
  };
  const media = new Set(['IMG', 'SVG', 'VIDEO', 'CANVAS']);

  const header = document.querySelector('body > header');
  const inner = header.firstElementChild;
  const innerRect = inner.getBoundingClientRect();
  const innerStyle = getComputedStyle(inner);
  const grid = {
    left: innerRect.left + parseFloat(innerStyle.paddingLeft),
    right: innerRect.right - parseFloat(innerStyle.paddingRight),
  };

  const off = [];
  const check = (el) => {
    if (el.tagName === 'SCRIPT' || el.tagName === 'TEMPLATE') return;
    if (getComputedStyle(el).display === 'contents' || el.tagName === 'PICTURE') {
      [...el.children].forEach(check);
      return;
    }
    if (!shown(el)) return;
    const { left, right } = el.getBoundingClientRect();
    if (near(left, grid.left) && near(right, grid.right)) return;
    if (near(left, 0) && near(right, viewport)) {
      if (media.has(el.tagName.toUpperCase())) return;
      // So is a band of pictures alone (a wall of posters, edge to edge): a picture made of pictures.
      if (el.innerText.trim() === '' && el.querySelector('img, svg, video, canvas')) return;
      // A full-bleed panel whose padding is the gutter sets its content on the grid.
      const style = getComputedStyle(el);
      const inner = { left: left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth),
        right: right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth) };
      if (near(inner.left, grid.left) && near(inner.right, grid.right)) return;
      const children = [...el.children].filter((child) => child.tagName !== 'SCRIPT');
      // A full-width box with text of its own and no blocks would set that text on no grid.
      if (children.length === 0) {
        off.push(`${describe(el)}: text across the whole screen (${left.toFixed(1)}-${right.toFixed(1)})`);
        return;
      }
      children.forEach(check);
      return;
    }
    off.push(`${describe(el)}: ${left.toFixed(1)}-${right.toFixed(1)}, grid ${grid.left.toFixed(1)}-${grid.right.toFixed(1)}`);
  };
  for (const part of ['header', 'main', 'footer']) {
    for (const child of document.querySelector(`body > ${part}`).children) check(child);
  }

  // What the visitor sees at the header's edges: the logo on the left, the last visible control
  // (a navigation link, or the menu button's icon) on the right.
  const logo = header.querySelector('a[href="/home"] > svg').getBoundingClientRect();
  const controls = [...header.querySelectorAll('nav a, summary svg, button svg')]
    .filter((el) => el.checkVisibility() && el.getBoundingClientRect().width > 0)
    .map((el) => el.getBoundingClientRect().right);
  return { grid, viewport, off, logoLeft: logo.left, controlsRight: Math.max(...controls) };
}

/**
 * Runs in the page. Cuts the document before each element of the main content that starts within two
 * screens of the top, as a parser that stopped there would have left it (that element and everything
 * after it gone), and returns what is on the first screen, before the cut or in the whole page, and
 * not in the same place in both. The page is put back after each cut.
 */
function movedAsTheRestArrives() {
  const TOLERANCE = 1;
  const onFirstScreen = (r) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight;
  // A closed <details>' content is not rendered, and its boxes' places are whatever layout last left.
  const elements = [...document.body.querySelectorAll('*')].filter((el) => !el.closest('svg, script, template') && el.checkVisibility());
  const whole = new Map(elements.map((el) => [el, el.getBoundingClientRect()]));
  // The header is the body's first few hundred bytes: it always arrives whole, in the first round trip.
  const cuts = elements.filter((el) => el.closest('main') && whole.get(el).top < 2 * innerHeight);
  const describe = (el) => `${el.tagName.toLowerCase()}${[...el.classList].slice(0, 2).map((c) => `.${c}`).join('')}`;
  const moved = [];
  for (const cut of cuts) {
    const removed = [];
    for (let level = cut; level !== document.body; level = level.parentNode) {
      for (let node = level === cut ? cut : level.nextSibling; node; ) {
        const next = node.nextSibling;
        removed.push([node.parentNode, node, next]);
        node = next;
      }
    }
    for (const [, node] of removed) node.remove();
    for (const el of elements) {
      if (!el.isConnected) continue;
      const before = whole.get(el);
      const now = el.getBoundingClientRect();
      if (!onFirstScreen(now) && !onFirstScreen(before)) continue;
      if (Math.abs(now.left - before.left) > TOLERANCE || Math.abs(now.top - before.top) > TOLERANCE) {
        moved.push(`${describe(el)} is at ${Math.round(now.left)},${Math.round(now.top)} until ${describe(cut)} arrives, then at ${Math.round(before.left)},${Math.round(before.top)}`);
      }
    }
    for (const [parent, node, next] of removed.reverse()) parent.insertBefore(node, next);
  }
  return [...new Set(moved)];
}

/**
 * Runs in the page. Every picture whose `sizes` promises the browser a narrower slot than the one
 * the stylesheet lays it out in: the browser then picks a file too small, and the picture is soft.
 */
function undersizedPictures() {
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;visibility:hidden;height:0';
  document.body.append(probe);
  // The slot a sizes attribute names at this width: its first matching media condition's length.
  const slot = (sizes) => {
    for (const part of sizes.split(/,(?![^(]*\))/).map((p) => p.trim())) {
      const m = part.match(/^(\(.*?\))\s+(.+)$/);
      if (m && !matchMedia(m[1]).matches) continue;
      probe.style.width = m ? m[2] : part;
      return probe.getBoundingClientRect().width;
    }
    return 0;
  };
  const out = [];
  for (const img of document.querySelectorAll('img')) {
    const sizes = img.parentElement.querySelector('source[sizes]')?.sizes || img.sizes;
    const rect = img.getBoundingClientRect();
    if (!sizes || rect.width < 1 || getComputedStyle(img).visibility === 'hidden') continue;
    const promised = slot(sizes);
    if (promised < rect.width - 2) out.push(`.${img.classList[0]}: laid out ${Math.round(rect.width)}px wide, sizes says ${Math.round(promised)}px`);
  }
  probe.remove();
  return out;
}

/** Fails unless the page, as laid out now, keeps to the grid, holds still as it arrives and gets its pictures' sizes right. */
export async function assertOnGrid(page, where) {
  const m = await page.evaluate(measureGrid);
  assert.ok(m.grid.right - m.grid.left >= Math.min(m.viewport - 80, 1111) - 1,
    `${where}: the grid is ${m.grid.left}-${m.grid.right}, narrower than the layout's content width`);
  assert.ok(Math.abs(m.logoLeft - m.grid.left) <= 1, `${where}: the logo starts at ${m.logoLeft}, the grid at ${m.grid.left}`);
  assert.ok(Math.abs(m.controlsRight - m.grid.right) <= 1,
    `${where}: the header's last control ends at ${m.controlsRight}, the grid at ${m.grid.right}`);
  assert.deepEqual(m.off, [], `${where}: blocks off the grid`);
  assert.deepEqual(await page.evaluate(movedAsTheRestArrives), [], `${where}: boxes that move as the rest of the page arrives`);
  assert.deepEqual(await page.evaluate(undersizedPictures), [], `${where}: pictures whose sizes is narrower than their slot`);
}
