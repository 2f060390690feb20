// Where a detail crop may sit: words are boxes in CSS px relative to the crop's frame, windows are
// { x, y, width, height } in the same units (4:3). Pure functions, tested in crop.test.mjs.

export const clamp = (v, lo, hi) => Math.max(lo, Math.min(hi, v));

/** Cut words are what makes a crop look careless: a word counts as cut when the window holds part of
 *  it, with a margin of a fifth of its height at either side for italic overhangs. */
export function cutWords(w, words) {
  let cut = 0;
  for (const { x, y, width, height } of words) {
    const b = { x: x - height / 5, y, width: width + (height * 2) / 5, height };
    const inside = b.x >= w.x && b.y >= w.y && b.x + b.width <= w.x + w.width && b.y + b.height <= w.y + w.height;
    const outside = b.x + b.width <= w.x || b.y + b.height <= w.y || b.x >= w.x + w.width || b.y >= w.y + w.height;
    if (!inside && !outside) cut += 1;
  }
  return cut;
}

/** The window near w (moved by up to a third of its width, widened by up to a half but never past
 *  maxWidth, inside its frame, and always holding the box `keep` where one is given) that cuts the
 *  fewest words, and of those the least moved. A crop may still end between two words. */
export function wholeWords(w, words, frame, { maxWidth = frame.width, keep } = {}) {
  const holds = (c) => !keep || (c.x <= keep.x && c.y <= keep.y && c.x + c.width >= keep.x + keep.w && c.y + c.height >= keep.y + keep.h);
  let best = { ...w, cost: Infinity };
  for (const grow of [1, 1.08, 1.16, 1.25, 1.33, 1.42, 1.5]) {
    const width = Math.round(w.width * grow), height = Math.round((width * 3) / 4);
    if (width > Math.min(frame.width, Math.max(maxWidth, w.width)) || height > frame.height) break;
    const reach = Math.round(w.width / 3);
    for (let dy = -reach; dy <= reach; dy += 4) {
      for (let dx = -reach; dx <= reach; dx += 4) {
        const x = clamp(Math.round(w.x + w.width / 2 - width / 2 + dx), 0, frame.width - width);
        const y = clamp(Math.round(w.y + w.height / 2 - height / 2 + dy), 0, frame.height - height);
        const candidate = { ...w, x, y, width, height };
        if (!holds(candidate)) continue;
        const moved = (Math.abs(x + width / 2 - (w.x + w.width / 2)) + Math.abs(y + height / 2 - (w.y + w.height / 2))) / w.width;
        const cost = cutWords(candidate, words) * 100 + moved * 10 + (grow - 1) * 10;
        if (cost < best.cost) best = { ...candidate, cost };
      }
    }
  }
  const { cost, ...window } = best;
  return window;
}

/** Where a screen cut off at `height` may end without slicing a line of text in two: at `height`
 *  when no word crosses it, else `gap` above the highest word that does (and so on upwards, for a
 *  word that the new line crosses in turn). Words under `minHeight` are a picture's (the small print
 *  of an app drawn inside the page) and may be cut, as the picture is. A rejected page reflows in its
 *  other type, so the line under its first screen falls wherever the new face puts it. */
export function endBetweenLines(height, words, { gap = 24, minHeight = 16 } = {}) {
  const lines = words.filter((w) => w.height >= minHeight);
  let end = height;
  for (let moved = true; moved;) {
    moved = false;
    for (const { y, height: h } of lines) {
      if (y < end && y + h > end) {
        end = Math.floor(y - gap);
        moved = true;
      }
    }
  }
  return Math.max(0, end);
}
