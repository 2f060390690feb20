// Express in its own world: the courier's dispatch bench at the end of the day, kraft parcels
// stacked on it, taped and labelled for the afternoon run, and on the top one a phone left open on
// the site's booking page (the piece's phone view), screen up. Seen from a standing eye.
import { THREE, canvasTexture, loadFonts, loadTexture } from './common.js';
import { mesh, phone, room } from './props.js';

/** Kraft board: warm brown with fibres and the faint flute lines of corrugated card. */
function kraft(rand, tone) {
  return canvasTexture(1024, 1024, (ctx, w, h) => {
    ctx.fillStyle = tone;
    ctx.fillRect(0, 0, w, h);
    for (let i = 0; i < 9000; i++) {
      const shade = rand() < 0.5 ? 'rgb(70 45 20 / 0.07)' : 'rgb(255 240 210 / 0.08)';
      ctx.strokeStyle = shade;
      ctx.lineWidth = 0.6 + rand();
      const x = rand() * w, y = rand() * h, a = rand() * Math.PI, l = 4 + rand() * 14;
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x + Math.cos(a) * l, y + Math.sin(a) * l);
      ctx.stroke();
    }
    ctx.fillStyle = 'rgb(60 35 10 / 0.035)';
    for (let x = 0; x < w; x += 9) ctx.fillRect(x, 0, 3, h);
  });
}

/** The parcel label: sender, the rider's run, the address and a barcode, printed black on white. */
function label(rand, { to, street, code, run }) {
  return canvasTexture(1000, 1500, (ctx, w, h) => {
    ctx.fillStyle = '#f7f6f1';
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#101211';
    ctx.fillRect(0, 0, w, 190);
    ctx.fillStyle = '#d8f65a';
    ctx.font = '800 92px Archivo';
    ctx.fillText('express', 60, 128);
    ctx.fillStyle = '#f7f6f1';
    ctx.font = '600 40px Archivo';
    ctx.textAlign = 'right';
    ctx.fillText('SAME DAY', w - 60, 118);
    ctx.textAlign = 'left';
    ctx.fillStyle = '#101211';
    ctx.font = '500 38px Archivo';
    ctx.fillText('DELIVER TO', 60, 290);
    ctx.font = '700 74px Archivo';
    ctx.fillText(to, 60, 380);
    ctx.font = '500 54px Archivo';
    ctx.fillText(street, 60, 456);
    ctx.font = '800 150px Archivo';
    ctx.fillText(code, 54, 650);
    ctx.fillRect(60, 720, w - 120, 6);
    ctx.font = '500 38px Archivo';
    ctx.fillText('RUN', 60, 800);
    ctx.fillText('BY', 520, 800);
    ctx.font = '700 70px Archivo';
    ctx.fillText(run, 60, 880);
    ctx.fillText('16:00', 520, 880);
    let x = 60;
    while (x < w - 70) {
      const bar = 4 + Math.floor(rand() * 4) * 5;
      ctx.fillRect(x, 960, bar, 360);
      x += bar + 6 + Math.floor(rand() * 3) * 6;
    }
    ctx.font = '500 40px "JetBrains Mono"';
    ctx.fillText('XP-48213  0 4417 2290 61', 60, 1400);
  });
}

/** Packing tape in Express's lime, printed with its name. */
function tape() {
  // 1 m of tape (48 mm wide) per repeat: the name every 25 cm.
  const tex = canvasTexture(4096, 196, (ctx, w, h) => {
    ctx.fillStyle = '#d8f65a';
    ctx.fillRect(0, 0, w, h);
    ctx.fillStyle = '#101211';
    ctx.font = '800 80px Archivo';
    for (let x = 80; x < w; x += 1024) ctx.fillText('express \u00b7 same day', x, 128);
  });
  tex.wrapS = THREE.RepeatWrapping;
  return tex;
}

/** A taped box, w x h x d metres, standing on its base, with its tape across the top and down the
 *  front and back, and optionally a label on top. */
function parcel(rand, [w, h, d], { board, tapeMap, labelMap, labelTurn = 0 }) {
  const group = new THREE.Group();
  const card = new THREE.MeshStandardMaterial({ map: board, roughness: 0.92 });
  const box = mesh(new THREE.BoxGeometry(w, h, d), card);
  box.position.y = h / 2;
  group.add(box);
  // The tape: 48 mm wide, along the flaps' seam and 80 mm down each end.
  const band = tapeMap.clone();
  band.repeat.set(w, 1);
  band.needsUpdate = true;
  const top = mesh(new THREE.PlaneGeometry(w + 0.002, 0.048), new THREE.MeshStandardMaterial({ map: band, roughness: 0.35 }), { shadows: false });
  top.rotation.x = -Math.PI / 2;
  top.position.y = h + 0.0006;
  group.add(top);
  for (const side of [-1, 1]) {
    const end = mesh(new THREE.PlaneGeometry(0.048, 0.08), new THREE.MeshStandardMaterial({ color: 0xd8f65a, roughness: 0.35 }), { shadows: false });
    end.rotation.y = side * Math.PI / 2;
    end.position.set(side * (w / 2 + 0.0006), h - 0.04, 0);
    group.add(end);
  }
  if (labelMap) {
    const l = mesh(new THREE.PlaneGeometry(0.1, 0.15), new THREE.MeshStandardMaterial({ map: labelMap, roughness: 0.6 }), { shadows: false });
    l.rotation.set(-Math.PI / 2, 0, labelTurn);
    l.position.set(-w / 2 + 0.12, h + 0.0009, d / 2 - 0.09);
    group.add(l);
  }
  return group;
}

export async function parcels({ scene, renderer, config, grain, surfaces, rand }) {
  const { palette } = config;
  room(scene, { table: palette.table, wall: palette.wall, wallDistance: 0.75, grain, surfaces });
  const screen = await loadTexture(renderer, config.textures[0]);
  // The label and the tape are printed in the site's own faces (art/work/pieces/express).
  await loadFonts([['Archivo', 500, 'archivo'], ['Archivo', 600, 'archivo'], ['Archivo', 700, 'archivo'], ['Archivo', 800, 'archivo'], ['JetBrains Mono', 500, 'jetbrains-mono']]);
  const tapeMap = tape();
  const boards = ['#b99a74', '#ad8d67', '#bea07b'].map((tone) => kraft(rand, tone));
  const labels = [
    label(rand, { to: 'Studio Loma', street: '14 Rivington Street', code: 'EC2A 3DU', run: 'EAST 4' }),
    label(rand, { to: 'Hale & Finch', street: '2 Lamb\u2019s Passage', code: 'EC1Y 8BT', run: 'EAST 2' }),
  ];
  // The run: the big box in front carries the phone; two behind, one stacked on another.
  const main = parcel(rand, [0.44, 0.2, 0.32], { board: boards[0], tapeMap, labelMap: labels[0], labelTurn: 0.04 });
  main.rotation.y = -0.08;
  main.position.set(0.02, 0, 0.02);
  scene.add(main);
  const back = parcel(rand, [0.5, 0.3, 0.36], { board: boards[1], tapeMap });
  back.rotation.y = 0.12;
  back.position.set(-0.34, 0, -0.38);
  scene.add(back);
  const onTop = parcel(rand, [0.3, 0.16, 0.24], { board: boards[2], tapeMap, labelMap: labels[1], labelTurn: -0.1 });
  onTop.rotation.y = 0.3;
  onTop.position.set(-0.36, 0.3, -0.36);
  scene.add(onTop);
  const right = parcel(rand, [0.36, 0.26, 0.3], { board: boards[2], tapeMap });
  right.rotation.y = -0.35;
  right.position.set(0.5, 0, -0.32);
  scene.add(right);
  // The phone on the big box, its long side along the tape, on the booking page.
  const handset = phone(screen, { body: palette.body ?? 0x1d1c1e });
  handset.rotation.set(-Math.PI / 2, 0, -0.2);
  handset.position.set(0.07, 0.2 + 0.0006, 0.03);
  scene.add(handset);
  return {
    background: palette.wall,
    camera: { fov: 30, position: [0.24, 0.72, 0.52], target: [0.0, 0.17, -0.04] },
    light: {
      target: [0, 0.15, 0],
      bounds: 0.8,
      key: { position: [-1.5, 2.1, 0.9], intensity: palette.key ?? 2.5, softness: 0.45 },
      sky: { intensity: 0.7 },
      fill: 0.14,
    },
  };
}
