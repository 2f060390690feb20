// App work: three phones lying on a table, each on one of the app's screens, seen from a standing
// person's eye; a pencil and a notebook corner at the edge, in the studio's colours.
import { loadTexture } from './common.js';
import { notebook, phone, room } from './props.js';

export async function phones({ scene, renderer, config, grain }) {
  const { palette } = config;
  room(scene, { table: palette.table, wall: palette.wall, wallDistance: 2.5, grain });
  const screens = await Promise.all(config.textures.map((url) => loadTexture(renderer, url)));
  const layout = [
    { x: -0.098, z: 0.012, turn: 0.1 },
    { x: 0.0, z: -0.022, turn: -0.035 },
    { x: 0.098, z: 0.016, turn: -0.12 },
  ];
  screens.forEach((screen, i) => {
    const p = phone(screen, { body: palette.body });
    p.rotation.set(-Math.PI / 2, 0, layout[i].turn);
    p.position.set(layout[i].x, 0, layout[i].z);
    scene.add(p);
  });
  const book = notebook(palette.notebook, palette.accent);
  book.position.set(0.27, 0, -0.2);
  book.rotation.y = -0.5;
  scene.add(book);
  return {
    background: palette.table,
    camera: { fov: 30, position: [0.02, 0.52, 0.36], target: [0.0, 0.0, -0.005], aperture: 0.006 },
    light: {
      target: [0, 0, 0],
      bounds: 0.45,
      key: { position: [-1.3, 2.0, -0.6], intensity: 2.4, softness: 0.4 },
      sky: { intensity: 0.7 },
      fill: 0.12,
    },
  };
}
