// Photon's site on a studio display in a dark room, lit by nothing but its own screen: the glow
// falls on the desk, the keyboard and the wall behind, in the page's colours.
import { RectAreaLightUniformsLib } from 'three/addons/lights/RectAreaLightUniformsLib.js';
import { THREE, random } from './common.js';
import { browserScreen } from './desk.js';
import { display, keyboard, room } from './props.js';
import { fibreWood } from './surfaces.js';

/** The average colour of a texture's image, as the light a screen showing it throws. */
function glowOf(texture) {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 8;
  const ctx = canvas.getContext('2d');
  ctx.drawImage(texture.image, 0, 0, 8, 8);
  const d = ctx.getImageData(0, 0, 8, 8).data;
  const sum = [0, 0, 0];
  for (let i = 0; i < d.length; i += 4) for (let c = 0; c < 3; c++) sum[c] += d[i + c];
  return new THREE.Color(`rgb(${sum.map((v) => Math.round(v / 64)).join(',')})`);
}

export async function darkroom({ scene, renderer, config, grain, surfaces }) {
  RectAreaLightUniformsLib.init();
  const { palette } = config;
  const { top } = room(scene, { table: palette.table, wall: palette.wall, wallDistance: 0.5, grain, surfaces });
  if (palette.wood) top.material.map = fibreWood(random(config.seed + 7), { contrast: 0.14 });
  const screen = await browserScreen(renderer, config);
  const monitor = display(screen, { body: palette.body ?? 0x8d8f95 });
  monitor.position.set(0, 0, -0.22);
  monitor.rotation.y = -0.12;
  scene.add(monitor);
  // The screen's light: an area light the size of the panel, just in front of it, in its colour.
  const glow = new THREE.RectAreaLight(glowOf(screen), config.glow ?? 9, 0.594, 0.371);
  glow.position.set(0, 0.11 + 0.2, 0.01);
  glow.rotation.y = Math.PI; // a light shines along its -z: turned, out of the screen
  monitor.add(glow);
  // And its spill on the wall behind: the back of a display lights the wall a little.
  const spill = new THREE.RectAreaLight(glowOf(screen), (config.glow ?? 9) * 0.25, 0.6, 0.37);
  spill.position.set(0, 0.31, -0.03);
  monitor.add(spill);
  const keys = keyboard({ body: palette.body ?? 0x8d8f95 });
  keys.position.set(0.03, 0, 0.12);
  keys.rotation.y = -0.08;
  scene.add(keys);
  return {
    background: palette.wall,
    camera: { fov: 30, position: [0.42, 0.4, 1.2], target: [-0.02, 0.26, -0.2] },
    light: {
      target: [0, 0.15, -0.1],
      bounds: 0.9,
      // Only a faint night sky from a window off to the left: the screen is the light.
      key: { position: [-1.8, 1.6, 0.4], color: 0x9fb0d6, intensity: palette.key ?? 0.25, softness: 0.6 },
      sky: { intensity: 0.12, color: 0x8090b0 },
      fill: 0.03,
    },
  };
}
