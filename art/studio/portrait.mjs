// The people inside the products' screens (screen-people.mjs), as a phone's camera would show them:
// a head and shoulders painted in tone, not outlined: a face modelled by soft light from the upper left
// (a shadow side, eye sockets, the plane of the nose, a lip line), hair built of strands over a mass,
// and each person drawn from their own measurements (face width, jaw, nose, eyes, brows, age), never
// from a kit of parts. The studio's own portraits (the team, the quotes' faces) are riso.mjs's prints.
// Deterministic: the same person gives the same bytes.

const f = (v) => String(Math.round(v * 10) / 10);

export function random(seed) {
  let s = 0;
  for (const ch of String(seed)) s = (Math.imul(s, 31) + ch.charCodeAt(0)) >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A closed (or open) Catmull-Rom curve through pts as cubic Béziers. */
export function curve(pts, closed = true) {
  const n = pts.length;
  const at = (i) => pts[closed ? (i + n) % n : Math.max(0, Math.min(n - 1, i))];
  let d = `M${f(pts[0][0])} ${f(pts[0][1])}`;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** Mixes two #rrggbb colours: t=0 gives a, t=1 gives b. */
export function mix(a, b, t) {
  const p = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
  const [x, y] = [p(a), p(b)];
  return `#${x.map((v, i) => Math.round(v + (y[i] - v) * t).toString(16).padStart(2, '0')).join('')}`;
}

// Skin tones as painted: a lit tone and the tone of its shadow side (not a darker copy of the same
// hue: shadows on skin run warmer and redder).
export const SKIN = {
  fair: ['#F3D2BF', '#C98F78'],
  light: ['#EBC0A0', '#B98063'],
  olive: ['#D6A57E', '#A06C4C'],
  tan: ['#C48A62', '#8A5538'],
  brown: ['#9A6244', '#5E3524'],
  deep: ['#6E4330', '#3A2117'],
};

export const HAIR = {
  black: '#1C1716', darkBrown: '#3A2A22', brown: '#5C4130', auburn: '#7A3F24', red: '#A4532B',
  blonde: '#C9A46E', grey: '#A29D98', silver: '#C9C6C2', salt: '#6F6862',
};

/**
 * A person, as drawn. Every field is optional but skin and hair:
 *   skin     a key of SKIN          hair      a key of HAIR or #rrggbb
 *   style    'crop' | 'buzz' | 'curls' | 'bob' | 'long' | 'bun' | 'fringe' | 'knots' | 'wave' | 'bald'
 *   face     width factor (1 = average, 0.92 narrow, 1.08 wide)   jaw  0 (tapered) .. 1 (square)
 *   nose     length factor          eyes      'almond' | 'round' | 'hooded' (shape of the lids)
 *   brows    thickness factor       lips      fullness factor      age  0 (20s) .. 1 (60s)
 *   beard    'stubble' | 'short' | 'full' | 'moustache'    glasses  'round' | 'square' | 'cat'
 *   smile    0 (closed, at rest) .. 1 (a full smile, teeth)   tilt  head tilt in degrees
 *   wear     'crew' | 'shirt' | 'coat' | 'roll' | 'tee' | 'blouse' | 'jacket'   cloth  #rrggbb
 *   earrings true                   gaze      iris offset in x (-1 .. 1)
 */
export function head(p, id) {
  const rand = random(id);
  const [lit, shade] = SKIN[p.skin];
  const hair = HAIR[p.hair] || p.hair;
  const fw = p.face ?? 1;
  const jaw = p.jaw ?? 0.5;
  const age = p.age ?? 0.3;
  const cx = 200;
  const eyeY = 214;
  const chinY = 336 + (p.chin ?? 0) * 8;
  const X = (dx) => cx + dx * fw;
  const deep = mix(shade, '#1a0d08', 0.35);
  const lip = mix(mix(lit, '#B0544A', 0.45), shade, 0.25);
  const blur = (s) => `filter="url(#${id}-b${s})"`;
  const defs = [];
  const blurs = [1, 2, 3, 5, 8, 12, 18];
  for (const s of blurs) defs.push(`<filter id="${id}-b${s}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${s * 0.6}"/></filter>`);

  // The face's outline, from the crown clockwise.
  const j = 20 * jaw;
  const face = [
    [X(0), 92], [X(52), 102], [X(84), 136], [X(94), 184], [X(92), 228], [X(84 + j * 0.3), 266],
    [X(64 + j), 306], [X(34 + j * 0.6), 330], [X(0), chinY], [X(-34 - j * 0.6), 330], [X(-64 - j), 306],
    [X(-84 - j * 0.3), 266], [X(-92), 228], [X(-94), 184], [X(-84), 136], [X(-52), 102],
  ];
  defs.push(`<clipPath id="${id}-face"><path d="${curve(face)}"/></clipPath>`);
  const parts = [];

  // Neck, and the shadow the jaw throws on it.
  const neckW = 50 * fw * (p.neck ?? 1);
  const neckParts = [];
  neckParts.push(`<path d="M${cx - neckW} 280L${cx + neckW} 280L${cx + neckW + 2} 350Q${cx + neckW + 6} 374 ${cx + neckW + 18} 384L${cx - neckW - 18} 384Q${cx - neckW - 6} 374 ${cx - neckW - 2} 350Z" fill="${mix(lit, shade, 0.3)}"/>`);
  neckParts.push(`<path d="M${cx - neckW + 8} 330Q${cx - 14} 360 ${cx - 8} 392M${cx + neckW - 8} 330Q${cx + 14} 360 ${cx + 8} 392" fill="none" stroke="${shade}" stroke-width="7" opacity=".35" ${blur(5)}/>`);
  neckParts.push(`<ellipse cx="${cx}" cy="386" rx="16" ry="8" fill="${shade}" opacity=".45" ${blur(3)}/>`);
  neckParts.push(`<path d="M${f(cx - neckW - 6)} 300Q${cx} ${f(chinY + 34)} ${f(cx + neckW + 6)} 300L${f(cx + neckW + 6)} 330Q${cx} ${f(chinY + 60)} ${f(cx - neckW - 6)} 330Z" fill="${deep}" opacity=".55" ${blur(5)}/>`);
  neckParts.push(`<path d="M${f(cx + neckW * 0.4)} 320L${f(cx + neckW + 4)} 300L${f(cx + neckW + 6)} 396L${f(cx + neckW * 0.5)} 396Z" fill="${shade}" opacity=".6" ${blur(8)}/>`);

  // Ears, behind the face.
  for (const side of [-1, 1]) {
    const ex = X(side * 93);
    const ear = [[ex, 200], [ex + side * 12, 204], [ex + side * 15, 226], [ex + side * 10, 252], [ex, 262], [ex - side * 4, 230]];
    parts.push(`<path d="${curve(ear)}" fill="${side > 0 ? mix(lit, shade, 0.6) : mix(lit, shade, 0.2)}"/>`);
    parts.push(`<path d="${curve([[ex + side * 3, 212], [ex + side * 9, 224], [ex + side * 6, 246]], false)}" fill="none" stroke="${deep}" stroke-width="2.4" opacity=".5" ${blur(2)}/>`);
    if (p.earrings) parts.push(`<circle cx="${f(ex + side * 4)}" cy="268" r="3.6" fill="#D9B46A"/><circle cx="${f(ex + side * 3)}" cy="267" r="1.2" fill="#FFF1C9"/>`);
  }

  // The face: the lit tone, then light and shade painted on, clipped to the outline.
  const shading = [];
  shading.push(`<rect x="60" y="60" width="280" height="320" fill="${lit}"/>`);
  // The shadow side: light falls from the upper left.
  shading.push(`<path d="M${f(X(40))} 90L${f(X(110))} 90L${f(X(110))} 360L${f(X(20))} 360Q${f(X(70))} 250 ${f(X(56))} 180Z" fill="${shade}" opacity=".78" ${blur(18)}/>`);
  shading.push(`<path d="M${f(X(-110))} 90L${f(X(-86))} 90L${f(X(-80))} 300L${f(X(-110))} 320Z" fill="${shade}" opacity=".32" ${blur(12)}/>`);
  // Forehead and the lit cheek.
  shading.push(`<ellipse cx="${f(X(-18))}" cy="158" rx="${f(40 * fw)}" ry="22" fill="${mix(lit, '#ffffff', 0.35)}" opacity=".55" ${blur(12)}/>`);
  shading.push(`<ellipse cx="${f(X(-46))}" cy="258" rx="22" ry="18" fill="${mix(lit, '#ffffff', 0.3)}" opacity=".5" ${blur(8)}/>`);
  shading.push(`<ellipse cx="${f(X(44))}" cy="266" rx="20" ry="14" fill="${mix(lit, '#C0504A', 0.3)}" opacity=".25" ${blur(8)}/>`);
  shading.push(`<ellipse cx="${f(X(-44))}" cy="266" rx="20" ry="14" fill="${mix(lit, '#C0504A', 0.3)}" opacity=".22" ${blur(8)}/>`);
  // The face turning away at its edges, and the hair's shadow along the hairline.
  shading.push(`<path d="${curve(face)}" fill="none" stroke="${shade}" stroke-width="16" opacity=".45" ${blur(8)}/>`);
  // Cheekbones: a lit ridge, the hollow under it.
  for (const side of [-1, 1]) {
    shading.push(`<path d="M${f(X(side * 50))} 240Q${f(X(side * 72))} 236 ${f(X(side * 84))} 222" fill="none" stroke="${mix(lit, '#ffffff', 0.3)}" stroke-width="10" opacity="${side < 0 ? 0.5 : 0.18}" ${blur(5)}/>`);
    shading.push(`<path d="M${f(X(side * 54))} 276Q${f(X(side * 72))} 270 ${f(X(side * 86))} 250" fill="none" stroke="${shade}" stroke-width="12" opacity="${side < 0 ? 0.25 : 0.4}" ${blur(8)}/>`);
  }
  // The jaw's underside and the chin's plane.
  shading.push(`<path d="M${f(X(-90))} 300Q${cx} ${f(chinY + 30)} ${f(X(90))} 300L${f(X(90))} 380L${f(X(-90))} 380Z" fill="${shade}" opacity=".4" ${blur(8)}/>`);
  shading.push(`<ellipse cx="${f(X(-4))}" cy="${f(chinY - 16)}" rx="18" ry="9" fill="${mix(lit, '#ffffff', 0.25)}" opacity=".45" ${blur(5)}/>`);
  // Eye sockets and the brow ridge.
  for (const side of [-1, 1]) {
    shading.push(`<ellipse cx="${f(X(side * 32))}" cy="${eyeY - 4}" rx="28" ry="15" fill="${shade}" opacity="${side > 0 ? 0.55 : 0.38}" ${blur(8)}/>`);
    shading.push(`<ellipse cx="${f(X(side * 34))}" cy="${eyeY - 26}" rx="26" ry="7" fill="${mix(lit, '#ffffff', 0.25)}" opacity=".45" ${blur(5)}/>`);
  }
  // Temples.
  shading.push(`<ellipse cx="${f(X(-84))}" cy="190" rx="12" ry="30" fill="${shade}" opacity=".3" ${blur(8)}/>`);
  // The nose: a lit left plane, a shadowed right plane, the tip, the wings and the shadow under it.
  const nl = p.nose ?? 1;
  const tipY = 266 + (nl - 1) * 20;
  shading.push(`<path d="M${cx + 6} ${eyeY}C${cx + 12} ${eyeY + 20} ${cx + 14} ${tipY - 22} ${cx + 18} ${tipY - 4}" fill="none" stroke="${shade}" stroke-width="9" opacity=".55" ${blur(5)}/>`);
  shading.push(`<path d="M${cx - 5} ${eyeY + 6}C${cx - 7} ${eyeY + 24} ${cx - 8} ${tipY - 24} ${cx - 6} ${tipY - 10}" fill="none" stroke="${mix(lit, '#ffffff', 0.4)}" stroke-width="6" opacity=".55" ${blur(3)}/>`);
  shading.push(`<ellipse cx="${cx + 1}" cy="${tipY - 5}" rx="11" ry="9" fill="${mix(lit, '#C0504A', 0.12)}" opacity=".7" ${blur(3)}/>`);
  shading.push(`<ellipse cx="${cx - 3}" cy="${tipY - 8}" rx="4" ry="3.5" fill="#ffffff" opacity=".38" ${blur(2)}/>`);
  shading.push(`<ellipse cx="${cx + 3}" cy="${tipY + 9}" rx="20" ry="5" fill="${deep}" opacity=".42" ${blur(3)}/>`);
  for (const side of [-1, 1]) {
    shading.push(`<path d="M${cx + side * 8} ${tipY - 12}Q${cx + side * 20} ${tipY - 4} ${cx + side * 15} ${tipY + 5}" fill="none" stroke="${deep}" stroke-width="${side > 0 ? 3 : 2}" opacity="${side > 0 ? 0.55 : 0.35}" ${blur(2)}/>`);
    shading.push(`<ellipse cx="${cx + side * 7}" cy="${tipY + 4}" rx="4.6" ry="2.4" fill="${mix(deep, '#000000', 0.2)}" opacity=".8" transform="rotate(${side * 18} ${cx + side * 7} ${tipY + 4})" ${blur(1)}/>`);
  }
  // The philtrum and the shadow line beside the mouth (deeper with age and with a smile).
  const sm = p.smile ?? 0.2;
  const mouthY = tipY + 28 + (p.mouth ?? 0) * 4;
  shading.push(`<path d="M${cx - 3} ${tipY + 10}L${cx - 4} ${mouthY - 6}M${cx + 5} ${tipY + 10}L${cx + 6} ${mouthY - 6}" stroke="${shade}" stroke-width="2" opacity=".35" ${blur(2)}/>`);
  const fold = 0.2 + age * 0.35 + sm * 0.3;
  for (const side of [-1, 1]) {
    shading.push(`<path d="M${cx + side * 22} ${tipY - 6}Q${cx + side * 36} ${mouthY - 8} ${cx + side * (30 + sm * 6)} ${mouthY + 12}" fill="none" stroke="${shade}" stroke-width="${3 + sm * 3}" opacity="${fold * (side > 0 ? 1.1 : 0.8)}" ${blur(3)}/>`);
    if (sm > 0.4) shading.push(`<ellipse cx="${f(X(side * 42))}" cy="${mouthY - 22}" rx="16" ry="11" fill="${mix(lit, '#ffffff', 0.3)}" opacity="${side < 0 ? 0.45 : 0.2}" ${blur(5)}/>`);
  }
  // Age: a line across the forehead, under the eyes, at the eyes' outer corners.
  if (age > 0.45) {
    const a = (age - 0.45) * 1.6;
    shading.push(`<path d="M${cx - 36} 160Q${cx} 154 ${cx + 36} 160M${cx - 30} 146Q${cx} 141 ${cx + 30} 146" fill="none" stroke="${shade}" stroke-width="2" opacity="${f(0.35 * a)}" ${blur(2)}/>`);
    for (const side of [-1, 1]) {
      shading.push(`<path d="M${f(X(side * 18))} ${eyeY + 14}Q${f(X(side * 32))} ${eyeY + 20} ${f(X(side * 46))} ${eyeY + 12}" fill="none" stroke="${shade}" stroke-width="2.4" opacity="${f(0.45 * a)}" ${blur(2)}/>`);
      shading.push(`<path d="M${f(X(side * 54))} ${eyeY - 2}l${side * 8} -3M${f(X(side * 54))} ${eyeY + 3}l${side * 9} 3" stroke="${shade}" stroke-width="1.4" opacity="${f(0.4 * a)}" ${blur(1)}/>`);
    }
  }
  // Stubble and beards sit on the skin, under the mouth.
  if (p.beard) shading.push(beard(p.beard, hair, cx, X, tipY, mouthY, chinY, blur));
  parts.push(`<g clip-path="url(#${id}-face)">${shading.join('')}</g>`);
  // The edge of the cheek against the shadow side, so the head turns rather than ends.
  parts.push(`<path d="${curve(face.slice(3, 9), false)}" fill="none" stroke="${deep}" stroke-width="3" opacity=".25" ${blur(2)}/>`);

  // The mouth.
  const mw = (p.mouthW ?? 26) + sm * 8;
  const up = sm * 6;
  const full = p.lips ?? 1;
  const upper = `M${cx - mw} ${mouthY - up}C${cx - 14} ${mouthY - 7 * full} ${cx - 5} ${mouthY - 9 * full} ${cx + 1} ${mouthY - 6 * full}C${cx + 7} ${mouthY - 9 * full} ${cx + 15} ${mouthY - 7 * full} ${cx + mw} ${mouthY - up}C${cx + 12} ${mouthY + 1} ${cx - 12} ${mouthY + 1} ${cx - mw} ${mouthY - up}Z`;
  const lowerDepth = (8 + sm * 3) * full;
  const lower = `M${cx - mw + 3} ${mouthY - up + 1}C${cx - 14} ${mouthY + 2} ${cx + 14} ${mouthY + 2} ${cx + mw - 3} ${mouthY - up + 1}C${cx + 16} ${mouthY + lowerDepth + 2} ${cx - 16} ${mouthY + lowerDepth + 2} ${cx - mw + 3} ${mouthY - up + 1}Z`;
  parts.push(`<path d="${upper}" fill="${mix(lip, deep, 0.25)}" ${blur(1)}/>`);
  parts.push(`<path d="${lower}" fill="${lip}" ${blur(1)}/>`);
  if (sm > 0.6) {
    parts.push(`<path d="M${cx - mw + 6} ${mouthY - up + 2}C${cx - 10} ${mouthY + 7} ${cx + 10} ${mouthY + 7} ${cx + mw - 6} ${mouthY - up + 2}C${cx + 10} ${mouthY + 1} ${cx - 10} ${mouthY + 1} ${cx - mw + 6} ${mouthY - up + 2}Z" fill="#F4EEE8" opacity=".92" ${blur(1)}/>`);
  }
  parts.push(`<path d="M${cx - mw} ${mouthY - up}C${cx - 12} ${mouthY + 1} ${cx + 12} ${mouthY + 1} ${cx + mw} ${mouthY - up}" fill="none" stroke="${mix(deep, '#000000', 0.3)}" stroke-width="2.2" opacity=".85" ${blur(1)}/>`);
  parts.push(`<ellipse cx="${cx - 5}" cy="${mouthY + lowerDepth * 0.45}" rx="9" ry="2.6" fill="#ffffff" opacity=".28" ${blur(2)}/>`);
  parts.push(`<ellipse cx="${cx + 2}" cy="${mouthY + lowerDepth + 7}" rx="16" ry="4" fill="${deep}" opacity=".3" ${blur(3)}/>`);
  for (const side of [-1, 1]) parts.push(`<circle cx="${cx + side * (mw + 1)}" cy="${mouthY - up}" r="2.4" fill="${deep}" opacity=".5" ${blur(1)}/>`);

  // Eyes.
  const gaze = p.gaze ?? 0;
  for (const side of [-1, 1]) parts.push(eye(p, id, side, X(side * (p.eyeGap ?? 33)), eyeY, lit, shade, deep, gaze, blur));
  // Brows.
  const bt = p.brows ?? 1;
  const browColour = mix(hair === HAIR.silver || hair === HAIR.grey ? mix(hair, '#5a524c', 0.5) : hair, shade, 0.15);
  for (const side of [-1, 1]) {
    const bx = X(side * (p.eyeGap ?? 33));
    const by = eyeY - 24 - (p.browLift ?? 0) * 4;
    const inner = [bx - side * 24, by + 4];
    const arch = [bx + side * 4, by - 5];
    const outer = [bx + side * 28, by + 3];
    parts.push(`<path d="M${f(inner[0])} ${f(inner[1] - 3 * bt)}Q${f(arch[0])} ${f(arch[1] - 4 * bt)} ${f(outer[0])} ${f(outer[1])}Q${f(arch[0])} ${f(arch[1] + 2.5 * bt)} ${f(inner[0])} ${f(inner[1] + 3 * bt)}Z" fill="${browColour}" opacity=".88" ${blur(1)}/>`);
    for (let k = 0; k < 9; k++) {
      const t = k / 8;
      const x0 = inner[0] + (outer[0] - inner[0]) * t;
      const y0 = inner[1] + (arch[1] - inner[1]) * Math.sin(t * Math.PI * 0.8) + (rand() - 0.5) * 2;
      parts.push(`<path d="M${f(x0)} ${f(y0 + 2)}l${f(side * (6 + rand() * 3))} ${f(-3 - rand() * 2)}" stroke="${browColour}" stroke-width="1.1" stroke-linecap="round" opacity=".35"/>`);
    }
  }
  if (p.glasses) parts.push(glasses(p.glasses, X, eyeY, cx, p.eyeGap ?? 33));
  return { parts, neck: neckParts, defs, face, X, cx, chinY, hair };
}

function eye(p, id, side, ex, ey, lit, shade, deep, gaze, blur) {
  const w = 16;
  const shape = p.eyes || 'almond';
  const top = shape === 'round' ? 9 : shape === 'hooded' ? 6 : 7.5;
  const bottom = shape === 'round' ? 5 : 4;
  const inner = [ex - side * w, ey + 1];
  const outer = [ex + side * w, ey - (shape === 'almond' ? 1.5 : 0)];
  const sclera = `M${f(inner[0])} ${f(inner[1])}C${f(ex - side * 6)} ${f(ey - top - 2)} ${f(ex + side * 7)} ${f(ey - top - 1)} ${f(outer[0])} ${f(outer[1])}C${f(ex + side * 6)} ${f(ey + bottom + 1)} ${f(ex - side * 6)} ${f(ey + bottom + 1)} ${f(inner[0])} ${f(inner[1])}Z`;
  const cid = `${id}-eye${side > 0 ? 'r' : 'l'}`;
  const iris = p.iris || '#4A3426';
  const ix = ex + gaze * 3;
  const out = [];
  out.push(`<clipPath id="${cid}"><path d="${sclera}"/></clipPath>`);
  out.push(`<path d="${sclera}" fill="${mix('#EDE4DC', shade, 0.18)}"/>`);
  out.push(`<g clip-path="url(#${cid})">`
    + `<circle cx="${f(ix)}" cy="${f(ey - 0.5)}" r="7.2" fill="${iris}"/>`
    + `<circle cx="${f(ix)}" cy="${f(ey - 0.5)}" r="7.2" fill="none" stroke="${mix(iris, '#000000', 0.5)}" stroke-width="1.2"/>`
    + `<circle cx="${f(ix + 0.8)}" cy="${f(ey + 1.5)}" r="4.2" fill="${mix(iris, '#ffffff', 0.2)}" opacity=".45" ${blur(1)}/>`
    + `<circle cx="${f(ix)}" cy="${f(ey - 0.5)}" r="3.1" fill="#0E0A09"/>`
    + `<path d="M${f(inner[0] - side * 2)} ${f(ey - 14)}H${f(outer[0] + side * 2)}V${f(ey - 2)}H${f(inner[0] - side * 2)}Z" fill="${deep}" opacity=".45" ${blur(2)}/>`
    + '</g>');
  out.push(`<circle cx="${f(ix - 2.4)}" cy="${f(ey - 3)}" r="1.5" fill="#ffffff" opacity=".9"/>`);
  // The upper lid's edge and lashes, heavier at the outer corner; the lower lid, a breath of shadow.
  out.push(`<path d="M${f(inner[0])} ${f(inner[1])}C${f(ex - side * 6)} ${f(ey - top - 2)} ${f(ex + side * 7)} ${f(ey - top - 1)} ${f(outer[0] + side * 2)} ${f(outer[1] + 0.5)}" fill="none" stroke="#1A1110" stroke-width="2.6" stroke-linecap="round" ${blur(1)}/>`);
  out.push(`<path d="M${f(ex + side * 4)} ${f(ey - top)}C${f(ex + side * 9)} ${f(ey - top + 0.5)} ${f(outer[0])} ${f(outer[1] - 1)} ${f(outer[0] + side * 3)} ${f(outer[1] - 2)}" fill="none" stroke="#1A1110" stroke-width="1.6" opacity=".8"/>`);
  out.push(`<path d="M${f(inner[0] + side * 3)} ${f(ey + 3)}C${f(ex - side * 4)} ${f(ey + bottom + 2.5)} ${f(ex + side * 6)} ${f(ey + bottom + 2)} ${f(outer[0])} ${f(outer[1] + 1)}" fill="none" stroke="${deep}" stroke-width="1.3" opacity=".45" ${blur(1)}/>`);
  // The lid's crease (lower for hooded eyes) and the lit lid above the lashes.
  const crease = shape === 'hooded' ? top + 3 : top + 6;
  out.push(`<path d="M${f(inner[0] + side * 2)} ${f(ey - crease + 2)}C${f(ex - side * 4)} ${f(ey - crease - 4)} ${f(ex + side * 8)} ${f(ey - crease - 3)} ${f(outer[0] + side * 3)} ${f(ey - crease + 4)}" fill="none" stroke="${deep}" stroke-width="1.6" opacity=".45" ${blur(1)}/>`);
  out.push(`<ellipse cx="${f(ex - side * 1)}" cy="${f(ey - top - 3)}" rx="9" ry="2.2" fill="${mix(lit, '#ffffff', 0.3)}" opacity=".35" ${blur(2)}/>`);
  return out.join('');
}

function glasses(kind, X, ey, cx, gap = 33) {
  const frame = kind === 'cat' ? '#2B1D1A' : '#2A2624';
  const lens = (side) => {
    const ex = X(side * gap);
    if (kind === 'round') return `<circle cx="${f(ex)}" cy="${ey + 1}" r="21"/>`;
    if (kind === 'cat') {
      const x = (dx) => f(ex + side * dx);
      return `<path d="M${x(-22)} ${ey - 6}Q${x(0)} ${ey - 15} ${x(26)} ${ey - 14}Q${x(22)} ${ey + 16} ${x(0)} ${ey + 16}Q${x(-20)} ${ey + 14} ${x(-22)} ${ey - 6}Z"/>`;
    }
    return `<rect x="${f(ex - 23)}" y="${ey - 14}" width="46" height="31" rx="7"/>`;
  };
  const l = X(-gap), r = X(gap);
  const bridge = `<path d="M${f(l + (kind === 'round' ? 21 : 23))} ${ey - 2}Q${cx} ${ey - 9} ${f(r - (kind === 'round' ? 21 : 23))} ${ey - 2}" fill="none"/>`;
  const arms = `<path d="M${f(X(-56))} ${ey - 6}L${f(X(-92))} ${ey - 4}M${f(X(56))} ${ey - 6}L${f(X(92))} ${ey - 4}" fill="none"/>`;
  return `<g fill="#ffffff" fill-opacity=".06" stroke="${frame}" stroke-width="${kind === 'cat' ? 3.4 : 2.6}">${lens(-1)}${lens(1)}${bridge}${arms}</g>`
    + `<path d="M${f(l - 14)} ${ey - 10}l10 -4M${f(r - 12)} ${ey - 10}l10 -4" stroke="#ffffff" stroke-width="2.4" stroke-linecap="round" opacity=".35"/>`;
}

function beard(kind, hair, cx, X, tipY, mouthY, chinY, blur) {
  const c = hair;
  const out = [];
  if (kind === 'stubble' || kind === 'short' || kind === 'full') {
    const down = kind === 'full' ? 22 : kind === 'short' ? 8 : 0;
    const op = kind === 'stubble' ? 0.28 : kind === 'short' ? 0.75 : 0.92;
    const pts = [[X(-86), 236], [X(-80), 286], [X(-50), 326 + down * 0.6], [cx, chinY + down], [X(50), 326 + down * 0.6], [X(80), 286], [X(86), 236], [X(70), 280], [X(40), 300], [cx + 24, mouthY + 2], [cx + 20, tipY + 16], [cx, tipY + 13], [cx - 20, tipY + 16], [cx - 24, mouthY + 2], [X(-40), 300], [X(-70), 280]];
    out.push(`<path d="${curve(pts)}" fill="${c}" opacity="${op}" ${blur(kind === 'stubble' ? 5 : 2)}/>`);
    if (kind !== 'stubble') {
      out.push(`<path d="M${cx - 28} ${mouthY + 6}Q${cx} ${mouthY + 30} ${cx + 28} ${mouthY + 6}" fill="none" stroke="${mix(c, '#ffffff', 0.25)}" stroke-width="3" opacity=".35" ${blur(2)}/>`);
    }
  }
  if (kind === 'moustache' || kind === 'short' || kind === 'full') {
    out.push(`<path d="M${cx - 30} ${mouthY - 2}Q${cx - 16} ${tipY + 10} ${cx} ${tipY + 14}Q${cx + 16} ${tipY + 10} ${cx + 30} ${mouthY - 2}Q${cx} ${mouthY - 6} ${cx - 30} ${mouthY - 2}Z" fill="${c}" opacity=".92" ${blur(2)}/>`);
  }
  return out.join('');
}

/** Hair as a mass with strands over it: what lies behind the head, and what lies over the forehead. */
function hairParts(p, id, h) {
  const { X, cx, hair } = h;
  const style = p.style || 'crop';
  const rand = random(`${id}-hair`);
  const hi = mix(hair, '#ffffff', 0.22);
  const lo = mix(hair, '#000000', 0.35);
  const back = [];
  const front = [];
  const grad = `<linearGradient id="${id}-hair" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hi}"/><stop offset=".55" stop-color="${hair}"/><stop offset="1" stop-color="${lo}"/></linearGradient>`;
  const fill = `url(#${id}-hair)`;
  const strands = (count, paths, colour, width, opacity) => {
    const out = [];
    for (let i = 0; i < count; i++) out.push(paths(i, rand));
    return `<path d="${out.join('')}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"/>`;
  };
  // The cap of hair over the skull and the line where it meets the forehead.
  const hairline = (dip = 0) => [[X(-96), 226], [X(-98), 170], [X(-84), 124], [X(-44), 94 - 4], [cx, 84], [X(48), 92], [X(88), 126], [X(98), 172], [X(96), 226], [X(86), 200], [X(82), 150], [X(50), 136 + dip], [cx, 132 + dip], [X(-48), 140 + dip], [X(-80), 152], [X(-86), 200]];
  const shadowUnder = (y) => `<path d="M${f(X(-88))} ${y + 14}Q${cx} ${y - 6} ${f(X(88))} ${y + 14}" fill="none" stroke="#000000" stroke-width="12" opacity=".16" filter="url(#${id}-b8)"/>`;
  if (style === 'bald') {
    front.push(`<ellipse cx="${f(X(-24))}" cy="110" rx="30" ry="12" fill="#ffffff" opacity=".25" filter="url(#${id}-b8)"/>`);
    return { back, front, defs: [grad] };
  }
  if (style === 'buzz') {
    front.push(`<path d="${curve(hairline(-6))}" fill="${hair}" opacity=".55" filter="url(#${id}-b3)"/>`);
    return { back, front, defs: [grad] };
  }
  if (style === 'long' || style === 'bob' || style === 'fringe' || style === 'wave') {
    const len = style === 'long' ? 460 : style === 'wave' ? 410 : 330;
    const width = style === 'wave' ? 128 : 118;
    const mass = [[cx, 66], [X(80), 84], [X(width), 160], [X(width + 6), 260], [X(width - 4), len - 40], [X(width - 30), len], [X(60), len - 30], [X(60), 280], [X(-60), 280], [X(-60), len - 30], [X(-width + 30), len], [X(-width + 4), len - 40], [X(-width - 6), 260], [X(-width), 160], [X(-80), 84]];
    const ragged = mass.map(([x, y], i) => (i === 0 ? [x, y] : [x + (rand() - 0.5) * 10, y + (rand() - 0.5) * 10]));
    back.push(`<path d="${curve(ragged)}" fill="${fill}"/>`);
    back.push(strands(14, (i, r) => {
      const side = i % 2 ? 1 : -1;
      const x0 = X(side * (width - 8 + r * 14));
      return `M${f(X(side * 70))} ${f(80 + r * 20)}Q${f(x0 + side * 16)} ${f(140 + r * 30)} ${f(x0 + side * (4 + r * 10))} ${f(len - 50 + r * 40)}`;
    }, hi, 0.8, 0.35));
    back.push(`<path d="M${f(X(-58))} 270L${f(X(58))} 270L${f(X(62))} ${len}L${f(X(-62))} ${len}Z" fill="${lo}" opacity=".7" filter="url(#${id}-b8)"/>`);
    back.push(strands(40, (i, r) => {
      const side = i % 2 ? 1 : -1;
      const x0 = X(side * (40 + r * 70));
      const wob = style === 'wave' ? 16 : 6;
      return `M${f(x0)} ${f(90 + r * 40)}C${f(x0 + side * 30)} 170 ${f(x0 + side * 10 + (r - 0.5) * wob * 2)} ${f(len * 0.6)} ${f(x0 + side * (r * 10))} ${f(len - 20 - r * 30)}`;
    }, hi, 1.4, 0.5));
    if (style === 'fringe') {
      const fr = [[X(-98), 200], [X(-92), 120], [X(-40), 80], [X(40), 80], [X(92), 120], [X(98), 200], [X(84), 170], [X(60), 178], [X(30), 172], [cx, 178], [X(-30), 172], [X(-60), 178], [X(-84), 170]];
      front.push(shadowUnder(168));
      front.push(`<path d="${curve(fr)}" fill="${fill}"/>`);
      front.push(strands(36, (i, r) => {
        const x0 = X(-80 + (i / 35) * 160);
        return `M${f(x0 + (r - 0.5) * 8)} 92Q${f(x0 + 4)} 130 ${f(x0 + (r - 0.5) * 10)} ${f(168 + r * 8)}`;
      }, hi, 1.3, 0.55));
    } else {
      // A side parting on the lit side, the hair sweeping across.
      const part = X(-30);
      const over = [[part, 84], [X(40), 86], [X(96), 134], [X(104), 230], [X(94), 290], [X(86), 230], [X(80), 176], [X(60), 146], [X(20), 132], [part + 4, 126], [X(-58), 140], [X(-80), 164], [X(-86), 240], [X(-98), 280], [X(-102), 200], [X(-90), 120], [X(-60), 88]];
      front.push(`<path d="${curve(over)}" fill="none" stroke="#000000" stroke-width="10" opacity=".2" filter="url(#${id}-b8)" transform="translate(2 6)"/>`);
      front.push(`<path d="${curve(over)}" fill="${fill}"/>`);
      front.push(strands(40, (i, r) => {
        const toRight = i % 3 !== 0;
        const y0 = 88 + r * 8;
        return toRight
          ? `M${f(part + r * 6)} ${f(y0)}C${f(X(30 + r * 30))} ${f(96 + r * 20)} ${f(X(86 + r * 10))} ${f(150 + r * 30)} ${f(X(90 + r * 8))} ${f(230 + r * 50)}`
          : `M${f(part - r * 6)} ${f(y0)}C${f(X(-60 - r * 20))} ${f(100 + r * 20)} ${f(X(-88 - r * 8))} ${f(160 + r * 30)} ${f(X(-92 - r * 6))} ${f(240 + r * 40)}`;
      }, hi, 1.3, 0.55));
      front.push(strands(20, (i, r) => `M${f(part + (r - 0.5) * 20)} ${f(90 + r * 10)}C${f(X(20 + r * 40))} ${f(110 + r * 20)} ${f(X(80))} ${f(170 + r * 20)} ${f(X(88))} ${f(240 + r * 30)}`, lo, 1.6, 0.5));
    }
    return { back, front, defs: [grad] };
  }
  if (style === 'bun') {
    back.push(`<circle cx="${f(X(10))}" cy="66" r="34" fill="${fill}"/>`);
    back.push(strands(16, (i, r) => {
      const a = (i / 16) * Math.PI * 2;
      return `M${f(X(10) + Math.cos(a) * 10)} ${f(66 + Math.sin(a) * 10)}Q${f(X(10) + Math.cos(a + 0.8) * 26)} ${f(66 + Math.sin(a + 0.8) * 26)} ${f(X(10) + Math.cos(a + 1.4) * 31)} ${f(66 + Math.sin(a + 1.4) * 31)}`;
    }, hi, 1.3, 0.5));
  }
  if (style === 'knots') {
    for (const [dx, y, r] of [[-62, 96, 20], [-20, 72, 22], [26, 72, 22], [66, 98, 20], [0, 118, 0]]) {
      if (!r) continue;
      back.push(`<circle cx="${f(X(dx))}" cy="${y}" r="${r}" fill="${fill}"/>`);
      back.push(strands(8, (i) => {
        const a = (i / 8) * Math.PI * 2;
        return `M${f(X(dx) + Math.cos(a) * 4)} ${f(y + Math.sin(a) * 4)}Q${f(X(dx) + Math.cos(a + 1) * r * 0.8)} ${f(y + Math.sin(a + 1) * r * 0.8)} ${f(X(dx) + Math.cos(a + 1.6) * r * 0.95)} ${f(y + Math.sin(a + 1.6) * r * 0.95)}`;
      }, hi, 1.4, 0.55));
    }
  }
  if (style === 'curls') {
    // A rounded mass of tight curls: clusters of small coils, lit from the upper left.
    const blob = [[cx, 52], [X(70), 62], [X(112), 110], [X(116), 170], [X(100), 206], [X(86), 166], [X(60), 140], [cx, 130], [X(-60), 140], [X(-86), 166], [X(-100), 206], [X(-116), 170], [X(-112), 110], [X(-70), 62]];
    front.push(shadowUnder(130));
    front.push(`<path d="${curve(blob)}" fill="${fill}"/>`);
    const coils = [];
    for (let i = 0; i < 170; i++) {
      const a = rand() * Math.PI;
      const rr = 0.45 + rand() * 0.6;
      const x = cx - Math.cos(a) * 108 * fwOf(X) * rr;
      const y = 158 - Math.sin(a) * 100 * rr;
      if (y > 150 && Math.abs(x - cx) < 70) continue;
      const r = 5 + rand() * 5;
      const lit = x < cx && y < 130;
      coils.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="none" stroke="${lit ? hi : rand() < 0.5 ? lo : mix(hair, '#ffffff', 0.1)}" stroke-width="${f(1.6 + rand())}" opacity="${f(0.45 + rand() * 0.4)}"/>`);
    }
    front.push(`<g clip-path="url(#${id}-curls)">${coils.join('')}</g>`);
    return { back, front, defs: [grad, `<clipPath id="${id}-curls"><path d="${curve(blob)}"/></clipPath>`] };
  }
  // crop, bun, knots and wave-short share a close cap over the skull.
  const dip = style === 'crop' ? -2 : 4;
  const cap = hairline(dip).map(([x, y], i) => (i >= 9 ? [x, y] : [x, y - (style === 'crop' ? 10 : 4)]));
  front.push(shadowUnder(136 + dip));
  front.push(`<path d="${curve(cap)}" fill="${fill}"/>`);
  front.push(strands(style === 'crop' ? 50 : 44, (i, r) => {
    const t = i / 49;
    const x0 = X(-80 + t * 160);
    const swept = style === 'crop' ? 26 : 40;
    return style === 'crop'
      ? `M${f(x0)} ${f(140 + r * 6)}Q${f(x0 + 4)} ${f(110)} ${f(x0 + swept * (t - 0.2))} ${f(82 + r * 8)}`
      : `M${f(x0)} ${f(142 + r * 6)}Q${f(x0 * 0.7 + cx * 0.3)} ${f(100)} ${f(X(10))} ${f(70 + r * 8)}`;
  }, hi, 1.2, 0.5));
  return { back, front, defs: [grad] };
}

const fwOf = (X) => (X(100) - X(0)) / 100;

/** Clothes over the shoulders, cut to what each person wears. */
function clothes(p, h, id) {
  const { cx } = h;
  const c = p.cloth || '#333136';
  const lo = mix(c, '#000000', 0.3);
  const hi = mix(c, '#ffffff', 0.18);
  const out = [];
  const body = `M-10 1100L-10 452C14 420 60 410 110 400C138 394 150 376 ${cx - 60} 368Q${cx} 384 ${cx + 60} 368C250 376 262 394 290 400C340 410 386 420 410 452L410 1100Z`;
  out.push(`<linearGradient id="${id}-cl" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${hi}"/><stop offset=".55" stop-color="${c}"/><stop offset="1" stop-color="${lo}"/></linearGradient>`);
  out.push(`<path d="${body}" fill="url(#${id}-cl)"/>`);
  const wear = p.wear || 'crew';
  if (wear === 'crew' || wear === 'tee') {
    out.push(`<path d="M${cx - 58} 384Q${cx} 430 ${cx + 58} 384" fill="none" stroke="${lo}" stroke-width="${wear === 'crew' ? 7 : 4}" opacity=".6"/>`);
  } else if (wear === 'roll') {
    out.push(`<path d="M${cx - 54} 340Q${cx} 356 ${cx + 54} 340L${cx + 60} 396Q${cx} 416 ${cx - 60} 396Z" fill="${c}"/>`);
    out.push(`<path d="M${cx - 56} 358Q${cx} 374 ${cx + 56} 358M${cx - 58} 376Q${cx} 394 ${cx + 58} 376" fill="none" stroke="${lo}" stroke-width="2" opacity=".5"/>`);
    out.push(`<path d="M${cx + 20} 350L${cx + 60} 340L${cx + 62} 398L${cx + 24} 410Z" fill="${lo}" opacity=".35" filter="url(#${id}-b8)"/>`);
  } else if (wear === 'shirt' || wear === 'blouse' || wear === 'jacket' || wear === 'coat') {
    const inner = wear === 'coat' ? (p.under || '#2F6F7A') : wear === 'jacket' ? (p.under || '#EDEAE6') : mix(c, '#ffffff', 0.1);
    out.push(`<path d="M${cx - 50} 378L${cx} 472L${cx + 50} 378Z" fill="${inner}"/>`);
    if (wear === 'shirt' || wear === 'jacket' && !p.under) {
      const collar = wear === 'jacket' ? '#F4F1EC' : hi;
      out.push(`<path d="M${cx - 48} 368L${cx - 4} 420L${cx - 24} 432L${cx - 60} 388Z" fill="${collar}"/><path d="M${cx + 48} 368L${cx + 4} 420L${cx + 24} 432L${cx + 60} 388Z" fill="${mix(collar, '#000000', 0.12)}"/>`);
    }
    if (wear === 'jacket' || wear === 'coat') {
      out.push(`<path d="M${cx - 62} 384L${cx - 8} 1100L${cx - 90} 1100L${cx - 96} 400Z" fill="${hi}"/><path d="M${cx + 62} 384L${cx + 8} 1100L${cx + 90} 1100L${cx + 96} 400Z" fill="${lo}"/>`);
      out.push(`<path d="M${cx - 62} 384L${cx - 8} 1100M${cx + 62} 384L${cx + 8} 1100" stroke="${mix(c, '#000000', 0.2)}" stroke-width="1.5" opacity=".6"/>`);
    }
    if (wear === 'coat' && p.stethoscope) {
      out.push(`<path d="M${cx - 64} 384C${cx - 74} 430 ${cx - 56} 470 ${cx - 30} 486M${cx + 64} 384C${cx + 74} 430 ${cx + 60} 462 ${cx + 46} 470" fill="none" stroke="#2E3440" stroke-width="5" stroke-linecap="round"/>`);
      out.push(`<circle cx="${cx - 26}" cy="490" r="9" fill="#A9B0BA" stroke="#2E3440" stroke-width="3"/><circle cx="${cx - 28}" cy="487" r="3" fill="#ffffff" opacity=".6"/>`);
    }
    if (wear === 'blouse') out.push(`<path d="M${cx - 40} 380Q${cx} 410 ${cx + 40} 380" fill="none" stroke="${lo}" stroke-width="2.5" opacity=".5"/>`);
  }
  // Shadow of the head and neck on the chest, and folds at the shoulders.
  out.push(`<ellipse cx="${cx + 14}" cy="392" rx="70" ry="14" fill="#000000" opacity=".18" filter="url(#${id}-b8)"/>`);
  out.push(`<path d="M60 430Q90 470 84 520M340 430Q312 470 318 520" fill="none" stroke="${lo}" stroke-width="6" opacity=".3" filter="url(#${id}-b5)"/>`);
  return out.join('');
}

/**
 * The portrait as an SVG fragment (a <g> and its <defs>) on a 400 x 500 board; the caller frames it.
 * `id` prefixes every id inside, so several portraits can share a document.
 */
export function figure(p, id) {
  const h = head(p, id);
  const hp = hairParts(p, id, h);
  const tilt = p.tilt ?? 0;
  const defs = [...h.defs, ...hp.defs];
  const body = clothes(p, h, id);
  const t = `transform="rotate(${tilt} 200 330)"`;
  return { defs: defs.join(''), body: `<g ${t}>${hp.back.join('')}</g>${h.neck.join('')}${body}<g ${t}>${h.parts.join('')}${hp.front.join('')}</g>` };
}
