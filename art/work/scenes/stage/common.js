// What every scene shares: the renderer, the studio light and the accumulation that makes the
// photograph. Runs in headless Chromium (WebGL through SwiftShader), loaded by scenes/render.mjs.
//
// One frame of a rasteriser has hard shadows, no occlusion and everything in focus. A photograph is
// the average of many: each sample moves the key light within a softbox-sized disc (soft shadows),
// adds a light from a random direction of the sky dome (whose averaged shadows are ambient occlusion:
// creases and contact points darken, open surfaces do not), moves the camera within its lens aperture
// while keeping the focal plane still (depth of field) and by a fraction of a pixel (anti-aliasing).
// The samples are averaged in a half-float target and tone-mapped once at the end.
import * as THREE from 'three';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';

export { THREE };

/** A seeded generator, so that a scene renders the same every time (and a hash of its inputs holds). */
export function random(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A quasi-random point of the unit disc (Vogel's spiral): samples spread evenly, without clumps. */
function discPoint(i, n) {
  const r = Math.sqrt((i + 0.5) / n);
  const a = i * 2.399963229728653;
  return [r * Math.cos(a), r * Math.sin(a)];
}

export async function loadTexture(renderer, url, { srgb = true } = {}) {
  const tex = await new THREE.TextureLoader().loadAsync(url);
  if (srgb) tex.colorSpace = THREE.SRGBColorSpace;
  tex.anisotropy = renderer.capabilities.getMaxAnisotropy();
  tex.generateMipmaps = true;
  tex.minFilter = THREE.LinearMipmapLinearFilter;
  return tex;
}

/** Loads the faces a canvas sets its words in, from art's own @fontsource packages (served under
 *  /art/node_modules/@fontsource/): [family, weight, package] each. A canvas that names a face not
 *  loaded falls back to the machine's sans, which no client's print uses. */
export async function loadFonts(faces) {
  await Promise.all(faces.map(async ([family, weight, pkg]) => {
    const url = `/art/node_modules/@fontsource/${pkg}/files/${pkg}-latin-${weight}-normal.woff2`;
    const face = new FontFace(family, `url(${url})`, { weight: String(weight) });
    document.fonts.add(await face.load());
  }));
}

/** A canvas drawn by draw(ctx, w, h) as a texture. */
export function canvasTexture(width, height, draw, { srgb = true } = {}) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  draw(canvas.getContext('2d'), width, height);
  const tex = new THREE.CanvasTexture(canvas);
  if (srgb) tex.colorSpace = THREE.SRGBColorSpace;
  tex.anisotropy = 8;
  return tex;
}

/** Fine paper or plaster grain as a roughness/bump map: grey noise around 50%, softened once. */
export function grainTexture(rand, size = 512, strength = 26, repeat = 4) {
  const tex = canvasTexture(size, size, (ctx, w, h) => {
    const img = ctx.createImageData(w, h);
    for (let i = 0; i < w * h; i++) {
      const v = 128 + (rand() - 0.5) * strength;
      img.data.set([v, v, v, 255], i * 4);
    }
    ctx.putImageData(img, 0, 0);
    ctx.globalAlpha = 0.5;
    ctx.filter = 'blur(1px)';
    ctx.drawImage(ctx.canvas, 0, 0);
  }, { srgb: false });
  tex.wrapS = tex.wrapT = THREE.RepeatWrapping;
  tex.repeat.set(repeat, repeat);
  return tex;
}

/** A wooden top as a colour map (multiplied into the table's colour): boards 18 cm wide glued side by
 *  side, each cut from its own log, so its rings run along it and arch where the cut nears the log's
 *  heart (flat-sawn figure). A tile is 2 x 2 m and repeats along the boards without a seam; the
 *  table's middle falls mid-tile. */
export function woodTexture(rand, size = 1024) {
  const tau = Math.PI * 2;
  const boards = 11;
  const logs = Array.from({ length: boards }, () => ({
    heart: (rand() - 0.5) * 0.8, // where the log's heart runs, in board widths from the board's middle
    wander: rand() * tau, dip: rand() * tau, depth: 0.1 + rand() * 0.25, tone: (rand() - 0.5) * 0.06, phase: rand() * tau,
  }));
  const fibre = Float32Array.from({ length: size }, () => rand() - 0.5);
  const tex = canvasTexture(size, size, (ctx, w, h) => {
    const img = ctx.createImageData(w, h);
    for (let y = 0; y < h; y++) {
      const across = (y / h) * boards;
      const log = logs[Math.floor(across)];
      const v = across - Math.floor(across) - 0.5;
      for (let x = 0; x < w; x++) {
        const u = x / w;
        const heart = log.heart + 0.25 * Math.sin(tau * u + log.wander) + 0.08 * Math.sin(tau * 3 * u + log.phase);
        const depth = log.depth * (0.55 + 0.45 * Math.sin(tau * 2 * u + log.dip));
        const r = Math.hypot(v - heart, depth);
        const t = r * 40 + 0.6 * Math.sin(r * 9 + log.phase); // a ring every 4-5 mm, unevenly
        const late = Math.max(0, (t - Math.floor(t) - 0.65) / 0.35) ** 1.6;
        const value = 255 * (0.93 + log.tone - 0.16 * late + 0.03 * fibre[y] * (0.7 + 0.3 * Math.sin(tau * 13 * u + fibre[(y * 7) % h] * 9)));
        img.data.set([value, value, value, 255], (y * w + x) * 4);
      }
    }
    ctx.putImageData(img, 0, 0);
  }, { srgb: false });
  tex.wrapS = tex.wrapT = THREE.RepeatWrapping;
  tex.repeat.set(4, 3);
  tex.offset.set(0.5, 0);
  return tex;
}

/** Plaster's slow unevenness as a colour map across the whole wall (10 x 5 m, no repeat): soft
 *  patches a few per cent lighter and darker, as a painted wall shows in raking light. Drawn at an
 *  eighth of the size and scaled up smoothly, which softens them as a blur would without one blur per
 *  patch (hundreds of blurs made the slowest step of a scene in software WebGL). */
export function plasterTexture(rand, width = 2048, height = 1024) {
  return canvasTexture(width, height, (ctx, w, h) => {
    const small = document.createElement('canvas');
    small.width = w / 8;
    small.height = h / 8;
    const s = small.getContext('2d');
    s.fillStyle = 'rgb(246 246 246)';
    s.fillRect(0, 0, small.width, small.height);
    for (let i = 0; i < 420; i++) {
      const shade = 226 + rand() * 29;
      s.fillStyle = `rgb(${shade} ${shade} ${shade} / 0.35)`;
      s.beginPath();
      s.arc((rand() * w) / 8, (rand() * h) / 8, (20 + rand() * 90) / 8, 0, Math.PI * 2);
      s.fill();
    }
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(small, 0, 0, w, h);
  }, { srgb: false });
}

export function createRenderer(width, height) {
  const canvas = document.createElement('canvas');
  document.body.append(canvas);
  const renderer = new THREE.WebGLRenderer({ canvas, antialias: false, preserveDrawingBuffer: true, powerPreference: 'high-performance' });
  renderer.setPixelRatio(1);
  renderer.setSize(width, height, false);
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = THREE.PCFSoftShadowMap;
  // Neutral keeps the clients' colours where they are below the highlights (ACES would shift them).
  renderer.toneMapping = THREE.NeutralToneMapping;
  renderer.toneMappingExposure = 1;
  renderer.outputColorSpace = THREE.SRGBColorSpace;
  return renderer;
}

/** A soft room light for reflections on glass, metal and varnish, dimmed so the key light leads. */
export function roomEnvironment(renderer, scene, intensity = 0.35) {
  const pmrem = new THREE.PMREMGenerator(renderer);
  scene.environment = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
  scene.environmentIntensity = intensity;
  pmrem.dispose();
}

function shadowLight(color, intensity, bounds, mapSize) {
  const light = new THREE.DirectionalLight(color, intensity);
  light.castShadow = true;
  light.shadow.mapSize.set(mapSize, mapSize);
  Object.assign(light.shadow.camera, { left: -bounds, right: bounds, top: bounds, bottom: -bounds, near: 0.05, far: 12 });
  light.shadow.bias = -0.0004;
  light.shadow.normalBias = 0.004;
  light.shadow.radius = 3;
  return light;
}

/**
 * Afternoon sun through a window beside the set: a second directional light, nearly hard, that reaches
 * the table and the wall only through the window's panes, so they carry the window's bright shapes and
 * its bars' shadows, as in a room and unlike a studio's seamless light. The window is a wall of the
 * sun's own (layer 1, seen by the sun's shadow camera alone: no camera sees it and it shades no other
 * light), `distance` metres up the sun's beam from `target`, moved within its plane by `offset` so
 * that each scene's panes fall somewhere of their own (a fraction of the window's size, each -0.5..0.5).
 * `scale` sizes the window to the set (1 for a laptop on a table). `elevation` and `turn` (radians)
 * lean the beam from the key light's direction.
 */
function sunThroughWindow(scene, aim, keyPosition, { intensity = 2.4, color = 0xffe3c4, elevation = 0.5, turn = 0.45,
  distance = 1.5, offset = [0, 0], scale = 1 } = {}) {
  const fromKey = new THREE.Vector3().subVectors(new THREE.Vector3().fromArray(keyPosition), aim.position);
  const azimuth = Math.atan2(fromKey.z, fromKey.x) + turn;
  const dir = new THREE.Vector3(Math.cos(elevation) * Math.cos(azimuth), Math.sin(elevation), Math.cos(elevation) * Math.sin(azimuth));
  const sun = shadowLight(color, intensity, 2.2 * scale, 2048);
  sun.shadow.radius = 1;
  sun.shadow.camera.layers.enable(1);
  sun.target = aim;
  sun.position.copy(aim.position).addScaledVector(dir, 6);
  sun.shadow.camera.far = 14;
  // Two panes wide, two high, in a frame; the wall around the window stops the rest of the sun.
  const pane = [0.36 * scale, 0.5 * scale];
  const bar = 0.05 * scale;
  const width = 2 * pane[0] + 3 * bar;
  const height = 2 * pane[1] + 3 * bar;
  const wall = new THREE.Shape();
  wall.moveTo(-5, -5).lineTo(5, -5).lineTo(5, 5).lineTo(-5, 5).lineTo(-5, -5);
  for (const col of [0, 1]) {
    for (const row of [0, 1]) {
      const x = -width / 2 + bar + col * (pane[0] + bar);
      const y = -height / 2 + bar + row * (pane[1] + bar);
      const hole = new THREE.Path();
      hole.moveTo(x, y).lineTo(x, y + pane[1]).lineTo(x + pane[0], y + pane[1]).lineTo(x + pane[0], y).lineTo(x, y);
      wall.holes.push(hole);
    }
  }
  const frame = new THREE.Mesh(new THREE.ShapeGeometry(wall), new THREE.MeshBasicMaterial({ side: THREE.DoubleSide }));
  frame.layers.set(1);
  frame.castShadow = true;
  frame.position.copy(aim.position).addScaledVector(dir, distance);
  frame.lookAt(sun.position);
  frame.translateX(offset[0] * width);
  frame.translateY(offset[1] * height);
  scene.add(sun, frame);
}

/**
 * Adds the studio's light to scene and returns a function that places it for sample i of n:
 * key: { position, target, color, intensity, softness (disc radius in metres) };
 * sky: { intensity, color, minElevation (radians) }: the ambient-occlusion dome;
 * fill: hemisphere intensity; bounds: half the size of the shadowed area, in metres;
 * sun: sunThroughWindow's options, or false for a room without a window (a lit display in the dark).
 */
export function studioLight(scene, { key, sky, fill = 0.35, bounds = 1, target = [0, 0, 0], sun = {} }, rand) {
  const aim = new THREE.Object3D();
  aim.position.fromArray(target);
  scene.add(aim);
  // Where the sun comes in, the softbox only fills: the room is lit by the window.
  const keyLight = shadowLight(key.color ?? 0xfff4e8, key.intensity * (sun ? 0.65 : 1), bounds, 2048);
  keyLight.target = aim;
  const skyLight = shadowLight(sky.color ?? 0xeef2ff, sky.intensity, bounds * 1.2, 1024);
  skyLight.target = aim;
  skyLight.shadow.radius = 6;
  scene.add(keyLight, skyLight, new THREE.HemisphereLight(0xffffff, 0x8a8078, fill));
  if (sun) sunThroughWindow(scene, aim, key.position, { scale: bounds / 0.7, ...sun });
  const base = new THREE.Vector3().fromArray(key.position);
  const toTarget = new THREE.Vector3().subVectors(aim.position, base).normalize();
  const u = new THREE.Vector3().crossVectors(toTarget, new THREE.Vector3(0, 1, 0)).normalize();
  const v = new THREE.Vector3().crossVectors(u, toTarget).normalize();
  const minElevation = sky.minElevation ?? 0.35;
  return (i, n) => {
    const [a, b] = discPoint(i, n);
    keyLight.position.copy(base).addScaledVector(u, a * key.softness).addScaledVector(v, b * key.softness);
    // A cosine-weighted direction above minElevation: the sky as seen from the table.
    const azimuth = rand() * Math.PI * 2;
    const elevation = minElevation + Math.acos(Math.sqrt(rand())) * (1 - minElevation / (Math.PI / 2));
    const dir = new THREE.Vector3(Math.cos(elevation) * Math.cos(azimuth), Math.sin(elevation), Math.cos(elevation) * Math.sin(azimuth));
    skyLight.position.copy(aim.position).addScaledVector(dir, 4);
  };
}

/**
 * A camera whose lens has an aperture: for sample i of n it moves within a disc of radius `aperture`
 * (metres) across the view, and shears its frustum so the plane at `focus` metres stays put; plus a
 * sub-pixel shift for anti-aliasing.
 */
export function lensCamera({ fov, aspect, position, target, focus, aperture, width, height }) {
  const camera = new THREE.PerspectiveCamera(fov, aspect, 0.05, 30);
  const eye = new THREE.Vector3().fromArray(position);
  const look = new THREE.Vector3().fromArray(target);
  camera.position.copy(eye);
  camera.lookAt(look);
  camera.updateMatrixWorld();
  const right = new THREE.Vector3().setFromMatrixColumn(camera.matrixWorld, 0);
  const up = new THREE.Vector3().setFromMatrixColumn(camera.matrixWorld, 1);
  const distance = focus ?? eye.distanceTo(look);
  const near = camera.near;
  const top = near * Math.tan(THREE.MathUtils.degToRad(fov) / 2);
  const halfWidth = top * aspect;
  const place = (i, n, rand) => {
    const [a, b] = discPoint(i, n);
    const dx = a * aperture;
    const dy = b * aperture;
    const px = ((rand() - 0.5) * 2 * halfWidth) / width;
    const py = ((rand() - 0.5) * 2 * top) / height;
    camera.position.copy(eye).addScaledVector(right, dx).addScaledVector(up, dy);
    camera.updateMatrixWorld();
    const sx = (-dx * near) / distance + px;
    const sy = (-dy * near) / distance + py;
    camera.projectionMatrix.makePerspective(-halfWidth + sx, halfWidth + sx, top + sy, -top + sy, near, camera.far);
    camera.projectionMatrixInverse.copy(camera.projectionMatrix).invert();
  };
  return { camera, place };
}

/** Renders n samples and averages them; the result is left on the renderer's canvas. */
export function accumulate(renderer, scene, { camera, place }, placeLight, n, rand) {
  const size = renderer.getSize(new THREE.Vector2());
  const options = { type: THREE.HalfFloatType, depthBuffer: true };
  const sample = new THREE.WebGLRenderTarget(size.x, size.y, options);
  const sum = new THREE.WebGLRenderTarget(size.x, size.y, { type: THREE.HalfFloatType, depthBuffer: false });
  const quadScene = new THREE.Scene();
  const quadCamera = new THREE.OrthographicCamera(-1, 1, 1, -1, 0, 1);
  const blend = new THREE.MeshBasicMaterial({ map: sample.texture, transparent: true, opacity: 1, depthTest: false, depthWrite: false, toneMapped: false });
  const quad = new THREE.Mesh(new THREE.PlaneGeometry(2, 2), blend);
  quadScene.add(quad);
  for (let i = 0; i < n; i++) {
    place(i, n, rand);
    placeLight(i, n);
    renderer.setRenderTarget(sample);
    renderer.render(scene, camera);
    // A running mean: sum = sum * (1 - 1/(i+1)) + sample / (i+1).
    blend.opacity = 1 / (i + 1);
    renderer.setRenderTarget(sum);
    renderer.autoClear = false;
    renderer.render(quadScene, quadCamera);
    renderer.autoClear = true;
  }
  // Tone mapping and sRGB once, on the average (a mean of tone-mapped samples would be too dark at edges).
  const out = new THREE.MeshBasicMaterial({ map: sum.texture, depthTest: false, depthWrite: false, toneMapped: true });
  quad.material = out;
  renderer.setRenderTarget(null);
  renderer.render(quadScene, quadCamera);
  sample.dispose();
  sum.dispose();
}
