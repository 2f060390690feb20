// App work: three phones lying on a table, each on one of the app's screens, seen from a standing
// person's eye; a pencil and a notebook corner at the edge, in the studio's colours. Or (upright)
// standing in a row on a ledge, leaning on the wall, seen from a seated eye.
import { THREE, loadTexture } from './common.js';
import { notebook, phone, room } from './props.js';

export async function phones({ scene, renderer, config, grain, surfaces }) {
  if (config.upright) return uprightPhones({ scene, renderer, config, grain, surfaces });
  const { palette } = config;
  room(scene, { table: palette.table, wall: palette.wall, wallDistance: 2.5, grain, surfaces });
  const screens = await Promise.all(config.textures.map((url) => loadTexture(renderer, url)));
  const layout = [
    { x: -0.094, z: 0.018, turn: 0.09 },
    { x: 0.0, z: -0.016, turn: -0.03 },
    { x: 0.094, z: 0.024, turn: -0.11 },
  ];
  // `turn` swings the whole arrangement on the table, so that no two apps are laid out alike.
  const group = new THREE.Group();
  group.rotation.y = config.turn ?? 0;
  scene.add(group);
  screens.forEach((screen, i) => {
    const p = phone(screen, { body: palette.body });
    p.rotation.set(-Math.PI / 2, 0, layout[i].turn);
    p.position.set(layout[i].x, 0, layout[i].z);
    group.add(p);
  });
  const book = notebook(palette.notebook, palette.accent);
  book.position.set(-0.25, 0, 0.17);
  book.rotation.y = 0.42;
  scene.add(book);
  // A swung arrangement reaches further across the diagonal: step back in proportion.
  const back = 1 + 0.4 * Math.abs(config.turn ?? 0);
  return {
    background: palette.table,
    camera: { fov: 22, position: [0.04 * back, 0.5 * back, 0.35 * back], target: [0.0, 0.0, 0.0], aperture: 0.006 },
    light: {
      target: [0, 0, 0],
      bounds: 0.45,
      key: { position: [-1.9, 1.25, -0.5], intensity: palette.key ?? 2.6, softness: 0.35 },
      sky: { intensity: 0.7 },
      fill: 0.12,
    },
  };
}

/** The three phones upright on a ledge against the wall, the middle one a little forward. */
async function uprightPhones({ scene, renderer, config, grain, surfaces }) {
  const { palette } = config;
  room(scene, { table: palette.table, wall: palette.wall, wallDistance: 0.05, grain, surfaces });
  const screens = await Promise.all(config.textures.map((url) => loadTexture(renderer, url)));
  const lean = 0.16;
  [-0.088, 0, 0.088].forEach((x, i) => {
    const p = phone(screens[i], { body: palette.body });
    p.rotation.x = -lean;
    // Its foot on the ledge, its top against the wall behind (the phone is 147 mm tall, 7.8 mm thick).
    const forward = i === 1 ? 0.012 : 0;
    p.position.set(x, 0.0735 * Math.cos(lean), -0.05 + 0.0735 * Math.sin(lean) + forward);
    scene.add(p);
  });
  return {
    background: palette.wall,
    camera: { fov: 24, position: [-0.13, 0.17, 0.52], target: [0.012, 0.07, -0.03], aperture: 0.004 },
    light: {
      target: [0, 0.06, 0],
      bounds: 0.4,
      key: { position: [-1.4, 1.6, 1.1], intensity: palette.key ?? 2.6, softness: 0.35 },
      sky: { intensity: 0.7 },
      fill: 0.12,
    },
  };
}
