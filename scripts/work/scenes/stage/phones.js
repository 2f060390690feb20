// App work: three phones lying on a table, each on one of the app's screens, seen from a standing
// person's eye; a pencil and a notebook corner at the edge, in the studio's colours.
import { THREE, loadTexture } from './common.js';
import { notebook, phone, room } from './props.js';

export async function phones({ scene, renderer, config, grain }) {
  const { palette } = config;
  room(scene, { table: palette.table, wall: palette.wall, wallDistance: 2.5, grain });
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
