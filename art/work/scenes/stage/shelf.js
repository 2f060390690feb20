// Boxed Water in its own world: cartons folded from the dieline, faced up in rows on an oak shop
// shelf as a grocer would stock them, a chalk price tag on the shelf's edge, the 'Not a bottle'
// poster (A3) pasted on the wall above. Seen at the height of a shopper's eye.
import { THREE, canvasTexture, loadTexture } from './common.js';
import { mesh, room } from './props.js';
import { carton } from './print.js';

/** A price tag: black card with the price in chalk-white. */
function tag(text, sub) {
  return canvasTexture(600, 300, (ctx, w, h) => {
    ctx.fillStyle = '#1d1c1e';
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#f3f1ea';
    ctx.font = '700 120px Arial, sans-serif';
    ctx.fillText(text, 40, 150);
    ctx.font = '500 44px Arial, sans-serif';
    ctx.fillStyle = 'rgb(243 241 234 / 0.75)';
    ctx.fillText(sub, 44, 240);
  });
}

export async function shelf({ scene, renderer, config, grain, surfaces }) {
  const { palette, dieline } = config;
  const { top } = room(scene, { table: palette.table, wall: palette.wall, wallDistance: 0.32, grain, surfaces });
  // The shelf: an oak board 30 mm thick on the wall, 1.6 m long, and the floor far below.
  top.position.y = -0.6;
  const oak = new THREE.MeshStandardMaterial({ color: palette.shelf, map: surfaces.wood ?? null, roughness: 0.6 });
  const board = mesh(new THREE.BoxGeometry(1.6, 0.03, 0.32), oak);
  board.position.set(0, -0.015, -0.16);
  scene.add(board);
  const [dielineTex, posterTex] = await Promise.all(config.textures.map((url) => loadTexture(renderer, url)));
  // Three rows deep, faced up; the front row a little out of line, one carton turned to its side.
  const turns = [0.02, -0.03, 0.04, Math.PI / 2 + 0.05, -0.02, 0.03, 0.0];
  for (let row = 0; row < 3; row++) {
    for (let i = 0; i < 7; i++) {
      const c = carton(dielineTex, dieline);
      const jitter = row === 0 ? (i * 37 % 7 - 3) * 0.002 : 0;
      c.position.set(-0.3 + i * 0.082, 0, -0.05 - row * 0.085 + jitter);
      c.rotation.y = row === 0 ? turns[i] : (i % 2 ? 0.02 : -0.02);
      scene.add(c);
    }
  }
  const price = mesh(new THREE.PlaneGeometry(0.07, 0.035), new THREE.MeshStandardMaterial({ map: tag('\u00a32.20', '500 ml · still'), roughness: 0.8 }), { shadows: false });
  price.position.set(0.01, -0.016, 0.0012);
  scene.add(price);
  // The poster, A3 (297 x 420 mm), pasted on the wall above the shelf.
  const poster = mesh(new THREE.PlaneGeometry(0.297, 0.42), new THREE.MeshStandardMaterial({ map: posterTex, roughness: 0.75, bumpMap: grain, bumpScale: 0.4 }), { shadows: false });
  poster.position.set(-0.26, 0.45, -0.3185);
  scene.add(poster);
  return {
    background: palette.wall,
    camera: { fov: 38, position: [0.22, 0.36, 0.95], target: [0.0, 0.28, -0.1] },
    light: {
      target: [0, 0.15, -0.1],
      bounds: 0.8,
      key: { position: [-1.4, 2.0, 1.2], intensity: palette.key ?? 2.5, softness: 0.45 },
      sky: { intensity: 0.6 },
      fill: 0.16,
    },
  };
}
