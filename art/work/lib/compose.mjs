// The cover mock-ups: an HTML page of W x H CSS pixels that shows a piece's frames in a device or on a
// surface — a browser window for web pieces, staggered phones for apps, paper on a desk for print.
// Everything is drawn in CSS (no device photographs), so one stylesheet keeps the 14 covers one family.
//
// compose({ kind, frames, width, height, backdrop, url }) -> HTML string
//   kind      'browser' | 'phone' | 'print' (the kind of the piece's first frame)
//   frames    [{ src (file URL of the 2x PNG), width, height (CSS px), kind, printKind }]
//   backdrop  { base, ink } colours of the backdrop (see backdropFor)

/** Parses #rgb / #rrggbb into [r, g, b]. */
function rgb(hex) {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
}

function hex([r, g, b]) {
  return `#${[r, g, b].map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('')}`;
}

function mix(a, b, amount) {
  const [x, y] = [rgb(a), rgb(b)];
  return hex(x.map((v, i) => v + (y[i] - v) * amount));
}

function luminance(color) {
  const [r, g, b] = rgb(color).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The backdrop for a piece: its declared colour (<meta name="cover-backdrop" content="#hex">), or one
 * derived from the frame's dominant colour — pulled towards a warm paper grey so that every cover is a
 * quiet tint of its client's palette rather than the palette at full strength.
 */
export function backdropFor(declared, dominant) {
  const base = declared || mix(dominant, luminance(dominant) > 0.4 ? '#ecebe7' : '#2a2a2c', 0.72);
  const dark = luminance(base) < 0.25;
  return { base, dark, light: mix(base, '#ffffff', dark ? 0.1 : 0.35), shade: mix(base, '#000000', dark ? 0.35 : 0.1) };
}

const reset = `*{box-sizing:border-box;margin:0;padding:0}html,body{width:100%;height:100%}
body{overflow:hidden;-webkit-font-smoothing:antialiased;font-family:system-ui,sans-serif}
img{display:block}`;

function stage(width, height, backdrop) {
  // A lit surface: light from the upper left, a slow fall-off towards the lower right, no texture
  // (grain would cost bytes in every encoding and reads as dirt when scaled down).
  return `body{width:${width}px;height:${height}px;position:relative;background:
    radial-gradient(120% 95% at 18% 8%, ${backdrop.light} 0%, ${backdrop.base} 48%, ${backdrop.shade} 100%);}`;
}

/** The browser window: a quiet toolbar (muted controls, an address field), the page's first screen. */
function browser({ frames, width, height, backdrop, url }) {
  const frame = frames[0];
  const maxW = width * 0.84;
  const maxH = height * 0.80;
  const bar = Math.round(Math.min(maxW, maxH * 1.6) * 0.034);
  const shownH = 900; // the first screen of a 1440-wide page, as the contract says
  let w = maxW;
  let screenH = (w * shownH) / frame.width;
  if (screenH + bar > maxH) {
    screenH = maxH - bar;
    w = (screenH * frame.width) / shownH;
  }
  const left = (width - w) / 2;
  const top = (height - screenH - bar) / 2 + height * 0.02;
  const chrome = backdrop.dark ? '#1f1f22' : '#f4f3f1';
  const chromeInk = backdrop.dark ? 'rgba(255,255,255,.22)' : 'rgba(0,0,0,.14)';
  const field = backdrop.dark ? '#2c2c30' : '#ffffff';
  const fieldInk = backdrop.dark ? 'rgba(255,255,255,.62)' : 'rgba(0,0,0,.55)';
  const unit = bar / 40;
  return `<style>${reset}${stage(width, height, backdrop)}
  .window{position:absolute;left:${left}px;top:${top}px;width:${w}px;border-radius:${10 * unit}px;overflow:hidden;
    background:${chrome};
    box-shadow:0 0 0 ${Math.max(1, unit)}px rgba(0,0,0,${backdrop.dark ? 0.5 : 0.07}),
      0 ${2 * unit}px ${4 * unit}px rgba(0,0,0,.06),
      0 ${24 * unit}px ${48 * unit}px -${8 * unit}px rgba(0,0,0,${backdrop.dark ? 0.5 : 0.16}),
      0 ${60 * unit}px ${120 * unit}px -${20 * unit}px rgba(0,0,0,${backdrop.dark ? 0.55 : 0.22});}
  .bar{height:${bar}px;display:flex;align-items:center;padding:0 ${16 * unit}px;position:relative;
    border-bottom:${Math.max(1, unit * 0.75)}px solid ${backdrop.dark ? 'rgba(255,255,255,.06)' : 'rgba(0,0,0,.06)'}}
  .dots{display:flex;gap:${7 * unit}px}.dots i{width:${11 * unit}px;height:${11 * unit}px;border-radius:50%;background:${chromeInk}}
  .address{position:absolute;left:50%;top:50%;transform:translate(-50%,-50%);height:${24 * unit}px;min-width:${300 * unit}px;
    border-radius:${7 * unit}px;background:${field};display:flex;align-items:center;justify-content:center;gap:${6 * unit}px;
    font-size:${12 * unit}px;letter-spacing:.01em;color:${fieldInk};
    box-shadow:0 0 0 ${Math.max(1, unit * 0.75)}px ${backdrop.dark ? 'rgba(255,255,255,.05)' : 'rgba(0,0,0,.05)'}}
  .address svg{width:${9 * unit}px;height:${11 * unit}px}
  .screen{height:${screenH}px;overflow:hidden;background:#fff}
  .screen img{width:100%;height:auto}
  </style>
  <div class="window"><div class="bar"><div class="dots"><i></i><i></i><i></i></div>
    <div class="address"><svg viewBox="0 0 9 11" aria-hidden="true"><path fill="currentColor" d="M1.5 5V3.5a3 3 0 0 1 6 0V5h.5a1 1 0 0 1 1 1v4a1 1 0 0 1-1 1H1a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1.2 0h3.6V3.5a1.8 1.8 0 0 0-3.6 0z"/></svg>${url}</div></div>
    <div class="screen"><img src="${frame.src}" alt=""></div></div>`;
}

/** A modern phone body drawn in CSS: thin titanium band, even black bezel, dynamic island, buttons. */
function phoneBody(frame, scale, x, y, z) {
  const s = scale;
  const screenW = frame.width * s;
  const screenH = frame.height * s;
  const bezel = 11 * s;
  const band = 3.2 * s;
  const r = 55 * s;
  return `<div class="phone" style="left:${x}px;top:${y}px;width:${screenW + 2 * (bezel + band)}px;height:${screenH + 2 * (bezel + band)}px;border-radius:${r + bezel + band}px;padding:${band}px;z-index:${z}">
    <b class="btn" style="left:-${2.2 * s}px;top:${150 * s}px;height:${30 * s}px;width:${3 * s}px"></b>
    <b class="btn" style="left:-${2.2 * s}px;top:${210 * s}px;height:${58 * s}px;width:${3 * s}px"></b>
    <b class="btn" style="left:-${2.2 * s}px;top:${280 * s}px;height:${58 * s}px;width:${3 * s}px"></b>
    <b class="btn" style="right:-${2.2 * s}px;top:${230 * s}px;height:${90 * s}px;width:${3 * s}px"></b>
    <div class="glass" style="border-radius:${r + bezel}px;padding:${bezel}px">
      <div class="screen" style="border-radius:${r}px"><img src="${frame.src}" alt="" style="width:${screenW}px;height:${screenH}px">
        <i class="island" style="width:${122 * s}px;height:${36 * s}px;top:${11 * s}px;border-radius:${18 * s}px"></i></div></div></div>`;
}

/** Two or three phones, the middle one raised (or, for two, the second lowered and overlapping). */
function phones({ frames, width, height, backdrop }) {
  const shown = frames.slice(0, 3);
  const n = shown.length;
  const f = shown[0];
  const outerH = f.height + 2 * 14.2;
  const outerW = f.width + 2 * 14.2;
  const gap = n === 3 ? 0.07 : -0.06; // fraction of a phone's width between phones (negative = overlap)
  const stagger = 0.075; // of a phone's height
  const scaleByH = (height * 0.86) / (outerH * (1 + stagger));
  const scaleByW = (width * 0.86) / (outerW * (n + gap * (n - 1)));
  const s = Math.min(scaleByH, scaleByW);
  const w = outerW * s;
  const total = w * n + w * gap * (n - 1);
  const x0 = (width - total) / 2;
  const yMid = (height - outerH * s) / 2;
  const offsets = n === 3 ? [0.5, -0.5, 0.5] : n === 2 ? [-0.5, 0.5] : [0];
  const bodies = shown.map((frame, i) =>
    phoneBody(frame, s, x0 + i * w * (1 + gap), yMid + offsets[i] * stagger * outerH * s, n === 3 && i === 1 ? 3 : i + 1));
  return `<style>${reset}${stage(width, height, backdrop)}
  .phone{position:absolute;background:linear-gradient(135deg,#9a9a9f 0%,#4b4b50 18%,#2c2c30 50%,#55555a 82%,#a4a4a8 100%);
    box-shadow:0 ${2 * s}px ${3 * s}px rgba(0,0,0,.18),0 ${30 * s}px ${50 * s}px -${10 * s}px rgba(0,0,0,${backdrop.dark ? 0.55 : 0.26}),
      0 ${70 * s}px ${120 * s}px -${30 * s}px rgba(0,0,0,${backdrop.dark ? 0.6 : 0.3})}
  .btn{position:absolute;border-radius:${2 * s}px;background:linear-gradient(90deg,#3a3a3e,#77777c,#3a3a3e)}
  .glass{width:100%;height:100%;background:#050506;box-shadow:inset 0 0 0 ${1 * s}px rgba(255,255,255,.08)}
  .screen{position:relative;overflow:hidden;width:100%;height:100%}
  .island{position:absolute;left:50%;transform:translateX(-50%);background:#000}
  </style>${bodies.join('')}`;
}

/** Print on a surface: the first sheet flat and slightly turned, the others beneath it. */
function prints({ frames, width, height, backdrop }) {
  const shown = frames.slice(0, 3);
  const main = shown[0];
  const portrait = main.height >= main.width;
  const boxW = width * (portrait ? 0.5 : 0.72);
  const boxH = height * (portrait ? 0.82 : 0.66);
  const s = Math.min(boxW / main.width, boxH / main.height);
  const placements = portrait
    ? [{ dx: -0.1, dy: 0.01, rot: -2.2 }, { dx: 0.24, dy: -0.02, rot: 3.6 }, { dx: 0.2, dy: 0.06, rot: 8 }]
    : [{ dx: -0.03, dy: 0.03, rot: -2.4 }, { dx: 0.08, dy: -0.1, rot: 2.6 }, { dx: 0.14, dy: 0.12, rot: 6 }];
  const sheets = shown.map((frame, i) => {
    const fw = frame.width * s * (i === 0 ? 1 : 0.92);
    const fh = frame.height * s * (i === 0 ? 1 : 0.92);
    const p = placements[i];
    const cx = width / 2 + p.dx * width;
    const cy = height / 2 + p.dy * height;
    return `<div class="sheet" style="left:${cx - fw / 2}px;top:${cy - fh / 2}px;width:${fw}px;height:${fh}px;transform:rotate(${p.rot}deg);z-index:${10 - i}">
      <img src="${frame.src}" alt="" style="width:${fw}px;height:${fh}px"></div>`;
  });
  const u = s * 1000 / 1000;
  return `<style>${reset}${stage(width, height, backdrop)}
  .sheet{position:absolute;background:#fff;
    box-shadow:0 ${1 * u}px ${1.5 * u}px rgba(0,0,0,.22),0 ${4 * u}px ${8 * u}px rgba(0,0,0,.10),
      ${10 * u}px ${28 * u}px ${40 * u}px -${6 * u}px rgba(0,0,0,${backdrop.dark ? 0.45 : 0.22}),
      ${24 * u}px ${60 * u}px ${110 * u}px -${20 * u}px rgba(0,0,0,${backdrop.dark ? 0.5 : 0.22})}
  /* light falling across the paper: brighter at the top left, a hair darker at the far corner */
  .sheet::after{content:"";position:absolute;inset:0;pointer-events:none;
    background:linear-gradient(125deg,rgba(255,255,255,.10) 0%,rgba(255,255,255,0) 40%,rgba(0,0,0,0) 70%,rgba(0,0,0,.07) 100%)}
  </style>${sheets.join('')}`;
}

export function compose(options) {
  const body = { browser, phone: phones, print: prints }[options.kind];
  if (!body) throw new Error(`compose: unknown frame kind "${options.kind}"`);
  return `<!doctype html><html><head><meta charset="utf-8"></head><body>${body(options)}</body></html>`;
}
