// Surfaces that keep a close-up from looking modelled in clay: wood whose fibres run long and soft,
// a little unevenness in how glossy a thing is, the soft dark where an object meets the table, and
// screens without the room's grey veil. Drawn on canvases, pixel by pixel, from noise that wraps (so
// a texture tiles without a seam). Imported by the stages that use them (shots.mjs, STAGES).
import { THREE, canvasTexture } from './common.js';

/** Value noise on a lattice that wraps every `period` cells (smoothstep-interpolated). */
function periodicNoise(rand, period) {
  const [px, py] = period;
  const lattice = Float32Array.from({ length: px * py }, () => rand());
  const at = (x, y) => lattice[(((y % py) + py) % py) * px + (((x % px) + px) % px)];
  return (x, y) => {
    const x0 = Math.floor(x), y0 = Math.floor(y);
    const fx = x - x0, fy = y - y0;
    const sx = fx * fx * (3 - 2 * fx), sy = fy * fy * (3 - 2 * fy);
    const top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * sx;
    const bottom = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * sx;
    return top + (bottom - top) * sy;
  };
}

/** Fractal noise in 0..1 over a unit tile (u, v in 0..1), `octaves` layers from `base` cells across. */
export function fractal(rand, base, octaves) {
  const layers = Array.from({ length: octaves }, (_, i) => {
    const cells = [base[0] << i, base[1] << i];
    return { noise: periodicNoise(rand, cells), cells, weight: 0.5 ** i };
  });
  const total = layers.reduce((s, l) => s + l.weight, 0);
  return (u, v) => layers.reduce((s, l) => s + l.weight * l.noise(u * l.cells[0], v * l.cells[1]), 0) / total;
}

/**
 * Wood as a colour map (multiplied into the table's colour), its grain running along u: growth rings
 * as long, wavering bands that swell and thin (no hard edge: the late wood darkens gently), fibres as
 * fine streaks many centimetres long, and a slow cloud of tone across boards. `contrast` scales the
 * rings (0.1 is a pale, quiet oak; 0.18 a livelier one); `tile` is the tile's size in metres
 * ([along, across]); the texture's repeat is set for a top `top` metres wide and deep (room(): 8 x 6).
 */
export function fibreWood(rand, { size = [2048, 1024], tile = [1.2, 0.5], top = [8, 6], contrast = 0.12, rings = 34 } = {}) {
  const warp = fractal(rand, [2, 6], 4); // where the rings wander: slow along the grain, quicker across
  const cloud = fractal(rand, [3, 4], 3);
  const streak = fractal(rand, [6, 160], 3); // fibres: a few cells along, many across
  const hairs = fractal(rand, [12, 480], 2); // and finer ones, about a millimetre across
  const pores = fractal(rand, [64, 512], 1);
  const tex = canvasTexture(size[0], size[1], (ctx, w, h) => {
    const img = ctx.createImageData(w, h);
    for (let y = 0; y < h; y++) {
      const v = y / h;
      for (let x = 0; x < w; x++) {
        const u = x / w;
        // Ring phase: mostly across the board, bent by the warp; a ring every 1.5 cm or so.
        const t = rings * (v + 0.22 * warp(u, v)) + 1.5 * warp(u + 0.37, v + 0.61);
        const f = t - Math.floor(t);
        const late = Math.exp(-(((f - 0.7) / 0.14) ** 2)); // a soft dark band, no edge
        const fibre = streak(u, v) - 0.5 + 0.6 * (hairs(u, v) - 0.5);
        const value = 0.93 + 0.06 * (cloud(u, v) - 0.5) - contrast * late * (0.6 + 0.8 * warp(v, u))
          + 0.05 * fibre - 0.025 * (pores(u, v) > 0.82 ? 1 : 0) * late;
        const c = Math.max(0, Math.min(255, 255 * value));
        img.data[(y * w + x) * 4] = c;
        img.data[(y * w + x) * 4 + 1] = c;
        img.data[(y * w + x) * 4 + 2] = c;
        img.data[(y * w + x) * 4 + 3] = 255;
      }
    }
    ctx.putImageData(img, 0, 0);
  }, { srgb: false });
  tex.wrapS = tex.wrapT = THREE.RepeatWrapping;
  tex.repeat.set(top[0] / tile[0], top[1] / tile[1]);
  return tex;
}

/** A slow unevenness of gloss (a roughness map around 0.85, from 0.7 to 1): handled, wiped, worn. */
export function smudges(rand, size = 256) {
  const n = fractal(rand, [4, 4], 4);
  const tex = canvasTexture(size, size, (ctx, w, h) => {
    const img = ctx.createImageData(w, h);
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
      const c = 255 * (0.7 + 0.3 * n(x / w, y / h));
      img.data.set([c, c, c, 255], (y * w + x) * 4);
    }
    ctx.putImageData(img, 0, 0);
  }, { srgb: false });
  tex.wrapS = tex.wrapT = THREE.RepeatWrapping;
  return tex;
}

/** Gives every plain material under `root` (no map of its own, not a screen) the smudges as its
 *  roughness map, so no surface is evenly glossy. */
export function unevenGloss(root, map) {
  root.traverse((o) => {
    const materials = o.isMesh ? [o.material].flat() : [];
    for (const m of materials) {
      if (!m?.isMeshStandardMaterial || m.map || m.emissiveMap || m.roughnessMap || m.transparent) continue;
      m.roughnessMap = map;
      m.roughness = Math.min(1, m.roughness * 1.15);
      m.needsUpdate = true;
    }
  });
}

/** The soft dark where an object stands on the table: a blurred rounded rectangle w x d metres,
 *  lying just above the top, darkening it by up to `opacity`. */
export function contactShadow(w, d, { opacity = 0.45, spread = 0.35 } = {}) {
  const tex = canvasTexture(256, 256, (ctx, cw, ch) => {
    // An alpha map reads the green channel: white where the shadow is.
    ctx.fillStyle = '#000';
    ctx.fillRect(0, 0, cw, ch);
    const inset = cw * spread * 0.5;
    ctx.filter = `blur(${(cw * spread) / 4}px)`;
    ctx.fillStyle = '#fff';
    ctx.beginPath();
    ctx.roundRect(inset, inset, cw - 2 * inset, ch - 2 * inset, cw * 0.12);
    ctx.fill();
  }, { srgb: false });
  const grow = 1 + spread;
  const plane = new THREE.Mesh(new THREE.PlaneGeometry(w * grow, d * grow),
    new THREE.MeshBasicMaterial({ color: 0x000000, alphaMap: tex, transparent: true, opacity, depthWrite: false, toneMapped: false }));
  plane.rotation.x = -Math.PI / 2;
  plane.position.y = 0.0004;
  plane.renderOrder = 1;
  return plane;
}

/** A screen keeps its picture: no room reflected across it (at a phone's distance the environment's
 *  reflection laid a grey veil over the whole page), only the highlights of real lights. three.js
 *  gives a material lit by scene.environment the scene's intensity whatever its own says, so the
 *  screens take the environment as their own map, dimmed to `reflection`. */
export function clearScreens(root, environment, reflection = 0) {
  root.traverse((o) => {
    if (!o.isMesh || Array.isArray(o.material)) return;
    const m = o.material;
    if (m.isMeshStandardMaterial && (m.emissiveMap || m.color.getHex() <= 0x050505)) {
      m.envMap = environment;
      m.envMapIntensity = reflection;
      m.needsUpdate = true;
    }
  });
}
