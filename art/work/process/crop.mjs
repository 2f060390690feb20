// Where a detail sits on its plate and where a rejected page's first screen ends. Boxes are in
// pixels; pure functions, tested in crop.test.mjs.

/** The box of what is not ground in a raw image (`data` as sharp gives it, `channels` bytes a
 *  pixel): a pixel is the work's when a channel is more than `tolerance` from the ground [r, g, b]
 *  (anti-aliasing and a faint border belong to the ground). A card of its own colour is its whole
 *  box; a part drawn straight on the ground (a line of type, an icon) is the box of its ink, so that
 *  its margin is measured from what shows. Null when the image is all ground. */
export function contentBox(data, { width, height, channels }, ground, tolerance = 24) {
  let left = width, right = -1, top = height, bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      if (Math.abs(data[i] - ground[0]) > tolerance || Math.abs(data[i + 1] - ground[1]) > tolerance || Math.abs(data[i + 2] - ground[2]) > tolerance) {
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        if (y > bottom) bottom = y;
      }
    }
  }
  return right < 0 ? null : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/** The margins that set a part of width x height in the middle of a frame of `aspect`, the part
 *  taking `fill` of the frame along its tighter side: { left, right, top, bottom, width, height }
 *  (the frame's size). Opposite margins differ by at most a pixel. */
export function evenFrame(width, height, { fill = 0.8, aspect = 4 / 3 } = {}) {
  const frameWidth = Math.ceil(Math.max(width, height * aspect) / fill);
  const frameHeight = Math.round(frameWidth / aspect);
  const left = Math.floor((frameWidth - width) / 2), top = Math.floor((frameHeight - height) / 2);
  return { left, right: frameWidth - width - left, top, bottom: frameHeight - height - top, width: frameWidth, height: frameHeight };
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
