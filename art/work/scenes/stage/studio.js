// The studio at work, for /about: a worktable mid-project, with the portfolio's own things on it: a
// site open on a laptop, a wireframe sketch and a type-and-palette sheet printed out, a carton
// prototype, a client's cards, a mug and pencils. Textures, in order: the laptop's page, the
// wireframe, the specimen, the carton's dieline, the identity sheet the cards come from.
import { loadTexture } from './common.js';
import { browserScreen } from './desk.js';
import { carton, crop, sheet } from './print.js';
import { laptop, mug, notebook, pencil, room } from './props.js';

export async function studio({ scene, renderer, config, grain, surfaces }) {
  const { palette } = config;
  room(scene, { table: palette.table, wall: palette.wall, wallDistance: 0.85, grain, surfaces });
  const screen = await browserScreen(renderer, config);
  const [wireframe, specimen, dieline, identity] = await Promise.all(config.textures.slice(1).map((url) => loadTexture(renderer, url)));

  const computer = laptop(screen, { body: 0xc9cbd0 });
  computer.position.set(-0.19, 0, -0.1);
  computer.rotation.y = 0.42;
  scene.add(computer);

  // A4 landscape printouts, 297 x 210 mm, the specimen half under the sketch.
  const sketch = sheet(wireframe, 0.297, 0.21);
  sketch.position.set(0.05, 0.0009, 0.14);
  sketch.rotation.y = -0.08;
  scene.add(sketch);
  const type = sheet(specimen, 0.297, 0.21);
  type.position.set(0.2, 0.0003, 0.03);
  type.rotation.y = 0.22;
  scene.add(type);

  const box = carton(dieline, config.dieline);
  box.position.set(0.3, 0, -0.16);
  box.rotation.y = -0.5;
  scene.add(box);

  const [cx, cy, cw, ch] = config.card;
  const card = sheet(crop(identity.image, [cx, cy, cw, ch]), 0.085, 0.055, { thickness: 0.0007, edge: 0xa5261c });
  card.position.set(-0.16, 0.0004, 0.2);
  card.rotation.y = 0.3;
  scene.add(card);

  const cup = mug(palette.accent);
  cup.position.set(0.1, 0, -0.2);
  scene.add(cup);
  const book = notebook(palette.notebook, palette.accent);
  book.position.set(-0.4, 0, 0.12);
  book.rotation.y = -0.25;
  scene.add(book);
  const pen = pencil(0x1d1c1e);
  pen.position.set(0.1, 0.0045, 0.2);
  pen.rotation.y = 1.9;
  scene.add(pen);

  return {
    background: palette.wall,
    camera: { fov: 30, position: [0.02, 1.0, 0.9], target: [0.0, 0.03, -0.03], aperture: 0.006 },
    light: {
      target: [0, 0.05, 0],
      bounds: 0.75,
      key: { position: [-1.5, 1.9, 0.6], intensity: 2.5, softness: 0.45 },
      sky: { intensity: 0.65 },
      fill: 0.15,
    },
  };
}
