// Functions evaluated inside a piece's page (in Chromium) to read what the process images are drawn
// from: its frames, palette, type, chosen details, a wireframe of its layout and the words inside a
// rectangle.
// Each is self-contained: Playwright sends its source to the page.

/** The piece's frames (page coordinates), palette, type, and the parts named by `detailSelectors`
 *  (process/details.mjs), each as its frame's number and a box relative to that frame. */
export function readPiece(detailSelectors = []) {
  const frameElements = [...document.querySelectorAll('[data-frame]')];
  const frames = frameElements.map((el) => {
    const r = el.getBoundingClientRect();
    return { kind: el.dataset.frame, printKind: el.dataset.kind || '', alt: el.dataset.alt || '', x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height };
  });
  const details = detailSelectors.map((selector) => {
    const el = document.querySelector(selector);
    const frame = frameElements.indexOf(el?.closest('[data-frame]'));
    if (frame < 0) throw new Error(`no detail ${selector} inside a frame of the piece`);
    const r = el.getBoundingClientRect();
    return { frame, x: r.left + scrollX - frames[frame].x, y: r.top + scrollY - frames[frame].y, w: r.width, h: r.height };
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
    details,
    palette: palette.map((c) => ({ hex: c, name: names[c] || '' })),
    type: { display: display.family, displayWeight: display.weight, body, sample },
  };
}

/** The layout of frame number `frame` inside rect (page coordinates) as boxes relative to rect: text
 *  lines, media, panels, buttons. */
export function readWireframe({ rect, frame }) {
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
    range.selectNodeContents(n);
    for (const r of range.getClientRects()) if (inside(r)) lines.push(rel(r, { size }));
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
 *  [{ text, boxes }], each box relative to rect's corner. The boxes keep crops from cutting words;
 *  the texts name what a crop shows. */
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

/** Hides the texts named (as readText gives them) that show within rect, each with the largest
 *  block around it that the crop would cut too (a neighbouring card, not the section the crop sits
 *  in), so that a crop there shows none of them in part: they keep their place, unseen. */
export function hideTexts({ rect, texts }) {
  const named = new Set(texts);
  const box = (el) => {
    const r = el.getBoundingClientRect();
    return { x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height };
  };
  const crossesEdge = (b) => !(b.x + b.width <= rect.x || b.y + b.height <= rect.y || b.x >= rect.x + rect.width || b.y >= rect.y + rect.height)
    && !(b.x >= rect.x && b.y >= rect.y && b.x + b.width <= rect.x + rect.width && b.y + b.height <= rect.y + rect.height);
  const cx = rect.x + rect.width / 2, cy = rect.y + rect.height / 2;
  const holdsCentre = (b) => b.x <= cx && b.y <= cy && b.x + b.width >= cx && b.y + b.height >= cy;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const hide = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!n.parentElement || !named.has(n.textContent.trim().replace(/\s+/g, ' '))) continue;
    const range = document.createRange();
    range.selectNodeContents(n);
    const r = range.getBoundingClientRect();
    if (!crossesEdge({ x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height })) continue;
    let block = n.parentElement;
    for (let up = block.parentElement; up && up !== document.body && crossesEdge(box(up)) && !holdsCentre(box(up)); up = up.parentElement) block = up;
    hide.push(block);
  }
  for (const el of hide) el.style.setProperty('visibility', 'hidden', 'important');
}
