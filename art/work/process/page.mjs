// Functions evaluated inside a piece's page (in Chromium) to read what the process images are drawn
// from: its frames, palette, type, a wireframe of its layout, the words inside a rectangle and the
// parts its details show.
// Each is self-contained: Playwright sends its source to the page.

/** The piece's frames (page coordinates), palette and type. */
export function readPiece() {
  const frames = [...document.querySelectorAll('[data-frame]')].map((el) => {
    const r = el.getBoundingClientRect();
    return { kind: el.dataset.frame, printKind: el.dataset.kind || '', alt: el.dataset.alt || '', x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height };
  });
  const first = document.querySelector('[data-frame]');
  const hex = (c) => {
    const m = c.match(/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/);
    if (!m || (m[4] !== undefined && Number(m[4]) < 0.9)) return '';
    return `#${[m[1], m[2], m[3]].map((v) => Number(v).toString(16).padStart(2, '0')).join('')}`;
  };
  // The palette: colours by the area they cover in the first frame (backgrounds) and by the amount
  // of text set in them, merged; near-equal colours count as one.
  const weight = new Map();
  const add = (c, w) => { if (c) weight.set(c, (weight.get(c) || 0) + w); };
  for (const el of [first, ...first.querySelectorAll('*')]) {
    const s = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    add(hex(s.backgroundColor), r.width * r.height);
    const own = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent.trim()).join('');
    if (own) add(hex(s.color), own.length * parseFloat(s.fontSize) ** 2 * 4);
    if (el instanceof SVGElement && el.getAttribute('fill')?.startsWith('#')) add(el.getAttribute('fill').toLowerCase(), r.width * r.height * 0.5);
  }
  // Custom properties of :root give the colours their names, where the piece declares them.
  const names = {};
  for (const sheet of document.styleSheets) {
    let rules;
    try { rules = sheet.cssRules; } catch { continue; }
    for (const rule of rules) {
      if (rule.selectorText !== ':root') continue;
      for (const prop of rule.style) {
        const v = rule.style.getPropertyValue(prop).trim().toLowerCase();
        if (/^#[0-9a-f]{6}$/.test(v)) names[v] = prop.slice(2);
      }
    }
  }
  // The palette: the piece's named colours by the weight they carry (a named accent used in a small
  // spot still belongs), then measured colours the names do not cover; near-equal colours count once.
  const rgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const distance = (a, b) => Math.hypot(...rgb(a).map((v, i) => v - rgb(b)[i]));
  const nearWeight = (c) => [...weight].filter(([m]) => distance(m, c) < 24).reduce((sum, [, w]) => sum + w, 0);
  const named = Object.keys(names).map((c) => [c, nearWeight(c)]).filter(([, w]) => w > 0).sort((a, b) => b[1] - a[1]);
  const measured = [...weight].sort((a, b) => b[1] - a[1]);
  const palette = [];
  for (const [colour] of [...named, ...measured]) {
    if (palette.every((c) => distance(c, colour) > 40)) palette.push(colour);
    if (palette.length === 6) break;
  }
  // Type: the family of the largest text, and the family most text is set in.
  let display = null;
  const byFamily = new Map();
  const walker = document.createTreeWalker(first, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n.textContent.trim();
    if (!text) continue;
    const s = getComputedStyle(n.parentElement);
    const family = s.fontFamily.split(',')[0].replace(/["']/g, '').trim();
    const size = parseFloat(s.fontSize);
    if (!display || size > display.size) display = { family, size, weight: s.fontWeight, text };
    byFamily.set(family, (byFamily.get(family) || 0) + text.length);
  }
  const body = [...byFamily].sort((a, b) => b[1] - a[1])[0][0];
  const sample = [...first.querySelectorAll('p')]
    .filter((p) => getComputedStyle(p).fontFamily.includes(body))
    .map((p) => p.textContent.trim().replace(/\s+/g, ' '))
    .filter((t) => t.length > 60).sort((a, b) => b.length - a.length)[0] || '';
  return {
    frames,
    palette: palette.map((c) => ({ hex: c, name: names[c] || '' })),
    type: { display: display.family, displayWeight: display.weight, body, sample },
  };
}

/** The layout of frame number `frame` inside rect (page coordinates) as boxes relative to rect: text
 *  lines (a heading's with its words), media, panels, buttons. */
export function readWireframe({ rect, frame }) {
  // Text this size or larger is a heading, which a designer writes out in a sketch.
  const WRITTEN_SIZE = 28;
  // Client rectangles are relative to the viewport: shift them to page coordinates.
  const page = (r) => ({ left: r.left + scrollX, top: r.top + scrollY, right: r.right + scrollX, bottom: r.bottom + scrollY, width: r.width, height: r.height });
  const inside = (c) => {
    const r = page(c);
    return r.width > 1 && r.height > 1 && r.right > rect.x && r.bottom > rect.y && r.left < rect.x + rect.width && r.top < rect.y + rect.height;
  };
  const rel = (c, extra = {}) => {
    const r = page(c);
    return { x: r.left - rect.x, y: r.top - rect.y, w: r.width, h: r.height, ...extra };
  };
  const root = document.querySelectorAll('[data-frame]')[frame];
  const rootBg = getComputedStyle(root).backgroundColor;
  const lines = [], media = [], panels = [], buttons = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!n.textContent.trim()) continue;
    const size = parseFloat(getComputedStyle(n.parentElement).fontSize);
    const range = document.createRange();
    if (size < WRITTEN_SIZE) {
      range.selectNodeContents(n);
      for (const r of range.getClientRects()) if (inside(r)) lines.push(rel(r, { size }));
      continue;
    }
    // A heading is written out, line by line: its words grouped by the line they are set on.
    const written = new Map();
    for (const m of n.textContent.matchAll(/\S+/g)) {
      range.setStart(n, m.index);
      range.setEnd(n, m.index + m[0].length);
      const r = range.getBoundingClientRect();
      if (!inside(r)) continue;
      const key = Math.round(r.top / (size / 2));
      const line = written.get(key);
      if (!line) written.set(key, { left: r.left, top: r.top, right: r.right, bottom: r.bottom, text: m[0] });
      else Object.assign(line, { right: Math.max(line.right, r.right), bottom: Math.max(line.bottom, r.bottom), text: `${line.text} ${m[0]}` });
    }
    for (const l of written.values()) lines.push(rel({ ...l, width: l.right - l.left, height: l.bottom - l.top }, { size, text: l.text }));
  }
  for (const el of root.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (!inside(r)) continue;
    const s = getComputedStyle(el);
    const area = r.width * r.height;
    const isMedia = ['IMG', 'CANVAS', 'VIDEO', 'PICTURE'].includes(el.tagName) ||
      (el.tagName === 'svg' && r.width > 28 && r.height > 28) ||
      (s.backgroundImage.includes('url(') && area > 3000) ||
      (s.backgroundImage !== 'none' && area > 3000 && !el.textContent.trim());
    // A picture that fills most of the frame is its ground (a poster's backdrop), not a box on it.
    if (isMedia && area > 0.5 * rect.width * rect.height) continue;
    if (isMedia) {
      if (el.tagName !== 'svg' || !el.parentElement.closest('svg')) media.push(rel(r, { radius: parseFloat(s.borderTopLeftRadius) || 0 }));
      continue;
    }
    if (el.closest('svg')) continue;
    const bg = s.backgroundColor;
    const visible = bg !== 'rgba(0, 0, 0, 0)' && bg !== rootBg;
    const bordered = parseFloat(s.borderTopWidth) > 0 && s.borderTopStyle !== 'none';
    const radius = parseFloat(s.borderTopLeftRadius) || 0;
    if ((visible || bordered) && area > 400) {
      const pill = radius >= r.height / 2 - 1 && r.height < 80 && r.width < 400;
      (pill || el.matches('a, button, .btn, [class*=button]') ? buttons : panels).push(rel(r, { radius: Math.min(radius, r.height / 2) }));
    }
  }
  return { lines, media, panels, buttons };
}

/** The words that show inside rect (page coordinates), text node by text node in reading order:
 *  [{ text, boxes }], each box relative to rect's corner: where a rejected page's first screen may
 *  end without cutting a line. */
export function readText(rect) {
  const nodes = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const style = n.parentElement && getComputedStyle(n.parentElement);
    if (!style || style.visibility === 'hidden' || style.display === 'none') continue;
    const boxes = [];
    for (const m of n.textContent.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(n, m.index);
      range.setEnd(n, m.index + m[0].length);
      for (const r of range.getClientRects()) {
        const x = r.left + scrollX - rect.x, y = r.top + scrollY - rect.y;
        if (r.width < 1 || x + r.width <= 0 || y + r.height <= 0 || x >= rect.width || y >= rect.height) continue;
        boxes.push({ x, y, width: r.width, height: r.height });
      }
    }
    if (boxes.length) nodes.push({ text: n.textContent.trim().replace(/\s+/g, ' '), boxes });
  }
  return nodes;
}

/** The part named by `selector` (process/details.mjs), alone: every element that is neither the
 *  part, inside it, nor around it is hidden (a neighbour laid over its corner, a badge, a toast), and
 *  so are the decorations (::before, ::after) and the edges of those around it, which are all painted
 *  in its ground. Returns its box in page coordinates with its hard shadow, snapped out to whole CSS
 *  px; its ground, the first opaque background colour behind it (its parent's, and so on up; white
 *  when none is set), which the detail's margin is painted in; and its lines of text in reading
 *  order, for the alt text. A selector that names no element of a frame, or an element with no
 *  size, is a mistake in that list and stops the render. */
export function readDetail(selector) {
  const el = document.querySelector(selector);
  if (!el?.closest('[data-frame]')) throw new Error(`no detail ${selector} inside a frame of the piece`);
  const r = el.getBoundingClientRect();
  if (r.width < 8 || r.height < 8) throw new Error(`the detail ${selector} has no size`);
  for (const other of document.body.querySelectorAll('*')) {
    if (other === el) continue;
    if (other.contains(el)) other.setAttribute('data-around-detail', '');
    // What an SVG <use> draws is cloned from <defs> and <symbol>: those stay as they are.
    else if (!el.contains(other) && !other.closest('defs, symbol')) other.style.setProperty('visibility', 'hidden', 'important');
  }
  const style = document.createElement('style');
  style.textContent = '[data-around-detail]::before, [data-around-detail]::after { visibility: hidden !important; }';
  document.head.append(style);
  let ground = '#ffffff';
  for (let up = el.parentElement; up; up = up.parentElement) {
    const m = getComputedStyle(up).backgroundColor.match(/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/);
    if (m && (m[4] === undefined || Number(m[4]) >= 0.99)) {
      ground = `#${[m[1], m[2], m[3]].map((v) => Math.round(Number(v)).toString(16).padStart(2, '0')).join('')}`;
      break;
    }
  }
  // The ground runs on under the whole part, where the part overhangs its section too, and the
  // edges of what is around it (a border, a shadow, a rounded corner) stay out.
  for (const up of [document.documentElement, document.body, ...document.querySelectorAll('[data-around-detail]')]) {
    up.style.setProperty('background', ground, 'important');
    up.style.setProperty('border-color', 'transparent', 'important');
    up.style.setProperty('box-shadow', 'none', 'important');
    up.style.setProperty('outline', 'none', 'important');
  }
  // A hard shadow (no blur: Todo's offset ink) is part of the part's drawing: the box takes it in. A
  // soft one is the page's light, not the part's, and its long tail would end in a step on the
  // plain ground: it goes, and the part lies flat on its ground.
  const reach = { left: 0, right: 0, top: 0, bottom: 0 };
  const kept = [];
  for (const shadow of getComputedStyle(el).boxShadow.split(/,(?![^(]*\))/)) {
    if (shadow.trim() === 'none') continue;
    const [dx = 0, dy = 0, blur = 0, spread = 0] = shadow.replace(/rgba?\([^)]*\)/, '').match(/-?[\d.]+(?=px)/g).map(Number);
    if (blur > 0) continue;
    kept.push(shadow);
    if (shadow.includes('inset')) continue;
    reach.left = Math.max(reach.left, spread - dx);
    reach.right = Math.max(reach.right, spread + dx);
    reach.top = Math.max(reach.top, spread - dy);
    reach.bottom = Math.max(reach.bottom, spread + dy);
  }
  el.style.setProperty('box-shadow', kept.join(',') || 'none', 'important');
  const x = Math.floor(r.left + scrollX - reach.left), y = Math.floor(r.top + scrollY - reach.top);
  // An SVG's words are its <text>s (a <use>'s, those of what it draws); HTML's, its rendered lines.
  const drawn = el.tagName === 'use' ? document.querySelector(el.getAttribute('href')) : el;
  const texts = el instanceof SVGElement ? [...drawn.querySelectorAll('text')].map((t) => t.textContent) : el.innerText.split('\n');
  const lines = texts.map((t) => t.trim().replace(/\s+/g, ' ')).filter(Boolean);
  return { x, y, width: Math.ceil(r.right + scrollX + reach.right) - x, height: Math.ceil(r.bottom + scrollY + reach.bottom) - y, ground, lines };
}
