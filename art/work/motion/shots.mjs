// What each recording shows: which frame of its piece (art/work/pieces/<slug>/index.html, the nth
// [data-frame]) and how it moves. A website scrolls (stops: where the page rests, in the frame's
// CSS pixels from its top, and for how long; the scroll between two stops eases in and out over
// `move` seconds), an app plays its key interaction (play: a function run in the page at each
// moment t, in seconds, that sets the screen to what it shows then, so every frame is exact and
// the recording the same on every run). Each loop ends where it began, so it repeats without a
// jump; a website's begins below its first screen, which the opening above it has shown. Its poster
// is the moment `poster` seconds in: what the page shows before the loop plays and
// to anyone who asked for less motion, chosen to be a view the study's still screens do not show
// (a website between two of its screens, an app after its interaction). The words the site says about a recording (alt, caption) are in its project.toml. A
// recording's freshness hashes its own entry here (lib.mjs), the play function's source with it, so
// a new shot records only its own project.

/** A scroll down a long page and back: [{ y, hold, move }], ending at the first stop's place. */
const scroll = (...stops) => ({ kind: 'scroll', stops });

export const SHOTS = {
  // Photon: from the closing line under its beam up to the projects in their drawings, and back, read
  // as a visitor scrolls.
  photon: {
    frame: 0,
    poster: 0.7, // resting at 2,596 px: the foot of the page, 'Let's light something.', below the study's two screens
    ...scroll({ y: 2596, hold: 1.6, move: 2.2 }, { y: 1760, hold: 1.4, move: 2.2 }),
  },
  // Blogr: from the serif headline down through the editor and the hosting, and back.
  blogr: {
    frame: 0,
    poster: 0.7, // resting at 1,960 px: the hosting, below the screen the study shows
    ...scroll({ y: 1960, hold: 1.4, move: 2.2 }, { y: 0, hold: 1.2, move: 2 }, { y: 1000, hold: 1.4, move: 2 }),
  },
  // Express: from the one postcode field down through the three steps to the prices, and back.
  express: {
    frame: 0,
    poster: 0.7, // resting at 1,560 px: London's delivery figures, between the study's two screens
    ...scroll({ y: 1560, hold: 1.4, move: 2 }, { y: 2230, hold: 1.4, move: 2.4 }, { y: 0, hold: 1.2, move: 2.2 }),
  },
  // Camp: from the loch at dusk down through the week, day by day, to the bothies, and back.
  camp: {
    frame: 0,
    poster: 0.7, // resting at 1,500 px: below the week the study shows
    ...scroll({ y: 1500, hold: 1.4, move: 2 }, { y: 2180, hold: 1.4, move: 2.4 }, { y: 0, hold: 1.2, move: 2.2 }),
  },
  // Transfer: from the honest rate down through the fees compared to the customers' words, and back.
  transfer: {
    frame: 0,
    poster: 0.7, // resting at 800 px: between the first screen and the one the study shows
    ...scroll({ y: 800, hold: 1.4, move: 2 }, { y: 1900, hold: 1.4, move: 2.4 }, { y: 0, hold: 1.2, move: 2 }),
  },
  // Builder: from the headline down through the features to the foot of the page, and back.
  builder: {
    frame: 0,
    poster: 0.7, // resting at 1,600 px: the foot, below the feature the study shows
    ...scroll({ y: 1600, hold: 1.4, move: 2.4 }, { y: 0, hold: 1.2, move: 2.2 }, { y: 900, hold: 1.4, move: 2 }),
  },
  // Todo: a thumb ticks off the grant report on the today screen; the box fills, the check springs
  // in, the title is struck through and the line under it says when it was done.
  todo: { frame: 0, kind: 'play', seconds: 4.5, poster: 4.4, play: tickOff }, // the task done
  // Eyecam: a right thumb holds the shutter for a burst of the heron: the shutter sinks, the
  // viewfinder blinks with each frame, the count runs to 14 and the thumbnail takes the last.
  eyecam: { frame: 0, kind: 'play', seconds: 4, poster: 3.9, play: burst }, // the burst taken
};

/** Todo's key interaction at t seconds (run in the page): the first task of the today screen
 *  ticked off by a tap. Sets everything from t alone, so any frame can be drawn in any order. */
function tickOff(t) {
  const clamp = (x) => Math.max(0, Math.min(1, x));
  const out = (x) => 1 - (1 - clamp(x)) ** 3;
  const screen = document.querySelectorAll('[data-frame]')[0];
  const task = screen.querySelector('.task');
  const box = task.querySelector('.box');
  const title = task.querySelector('.t');
  const note = title.querySelector('span');
  if (!window.tickOffFrom) {
    window.tickOffFrom = { box: box.getAttribute('style'), note: note.textContent, clock: screen.querySelector('.status span').textContent };
    box.style.transition = 'none';
    const strike = document.createElement('i');
    strike.id = 'tick-strike';
    strike.style.cssText = 'position:absolute;height:2px;background:currentColor;pointer-events:none';
    const tap = document.createElement('i');
    tap.id = 'tick-tap';
    tap.style.cssText = 'position:absolute;width:56px;height:56px;margin:-28px 0 0 -28px;border-radius:50%;background:rgba(20,20,20,.16);pointer-events:none';
    document.body.append(strike, tap);
  }
  const from = window.tickOffFrom;
  const done = t >= 1.0;
  screen.querySelector('.status span').textContent = '11:08';
  box.setAttribute('style', done ? '' : from.box);
  box.classList.toggle('done', done);
  box.innerHTML = done ? '<svg class="i"><use href="#i-check"/></svg>' : '';
  box.style.transform = `scale(${t < 0.85 ? 1 : t < 1.0 ? 0.86 : 0.86 + 0.14 * out((t - 1.0) / 0.25) + 0.08 * Math.sin(Math.PI * clamp((t - 1.0) / 0.3))})`;
  if (done) box.firstChild.style.transform = `scale(${out((t - 1.0) / 0.2)})`;
  note.textContent = t >= 1.35 ? 'done at 11:08 · took 88 min' : from.note;
  title.style.color = t >= 1.1 ? 'var(--muted)' : '';
  // The strike runs over the title's words, left to right.
  const words = document.createRange();
  words.selectNodeContents(title.firstChild);
  const r = words.getBoundingClientRect();
  const strike = document.getElementById('tick-strike');
  strike.style.left = `${r.left + scrollX}px`;
  strike.style.top = `${r.top + scrollY + r.height * 0.55}px`;
  strike.style.width = `${r.width * out((t - 1.05) / 0.35)}px`;
  strike.style.color = 'var(--muted)';
  // The thumb's touch: it lands on the box, presses, and lifts.
  const b = box.getBoundingClientRect();
  const tap = document.getElementById('tick-tap');
  tap.style.left = `${b.left + b.width / 2 + scrollX}px`;
  tap.style.top = `${b.top + b.height / 2 + scrollY}px`;
  tap.style.opacity = String(t < 0.6 ? 0 : t < 0.85 ? (t - 0.6) / 0.25 : t < 1.15 ? 1 : Math.max(0, 1 - (t - 1.15) / 0.3));
  tap.style.transform = `scale(${t < 0.85 ? 0.7 + 0.3 * clamp((t - 0.6) / 0.25) : t < 1.15 ? 0.9 : 0.9 + 0.4 * clamp((t - 1.15) / 0.3)})`;
}

/** Eyecam's key interaction at t seconds (run in the page): a burst of 14 frames at 20 fps from
 *  the viewfinder's shutter. Sets everything from t alone. */
function burst(t) {
  const clamp = (x) => Math.max(0, Math.min(1, x));
  const screen = document.querySelectorAll('[data-frame]')[0];
  const shutter = screen.querySelector('.shutter');
  const hint = screen.querySelector('.hint');
  const thumb = screen.querySelector('.thumb');
  if (!window.burstFrom) {
    window.burstFrom = { hint: hint.innerHTML };
    const blink = document.createElement('i');
    blink.id = 'burst-blink';
    blink.style.cssText = 'position:absolute;left:0;top:0;width:100%;height:100%;background:#000;pointer-events:none;border-radius:inherit';
    screen.append(blink);
    const tap = document.createElement('i');
    tap.id = 'burst-tap';
    tap.style.cssText = 'position:absolute;width:70px;height:70px;margin:-35px 0 0 -35px;border-radius:50%;background:rgba(255,255,255,.28);pointer-events:none';
    screen.append(tap);
  }
  const from = window.burstFrom;
  const start = 0.9; // the thumb presses
  const frames = Math.max(0, Math.min(14, Math.floor((t - start) * 20) + 1)); // 20 fps while held
  const held = t >= start && t < start + 0.7;
  shutter.querySelector('i').style.transform = `scale(${held ? 0.84 : 1})`;
  shutter.querySelector('i').style.background = held ? '#D2F36B' : '';
  // The viewfinder blinks for each frame taken: dark for a moment, then the scene again.
  const sinceFrame = (t - start) * 20 - Math.floor((t - start) * 20);
  document.getElementById('burst-blink').style.opacity = String(held && sinceFrame < 0.35 ? 0.22 : 0);
  hint.innerHTML = t < start ? from.hint : `<b>${frames} frame${frames === 1 ? '' : 's'}</b>${642 - frames} left`;
  thumb.style.transform = `scale(${t >= start + 0.7 ? 1 + 0.18 * Math.sin(Math.PI * clamp((t - start - 0.7) / 0.3)) : 1})`;
  const tap = document.getElementById('burst-tap');
  const box = shutter.getBoundingClientRect();
  const frame = screen.getBoundingClientRect();
  tap.style.left = `${box.left - frame.left + box.width / 2}px`;
  tap.style.top = `${box.top - frame.top + box.height / 2}px`;
  tap.style.opacity = String(t < start - 0.25 ? 0 : t < start ? (t - start + 0.25) / 0.25 : t < start + 0.7 ? 1 : Math.max(0, 1 - (t - start - 0.7) / 0.3));
}
