// Each project's in-context shot: the scene type, which flat frames it uses as textures, its colours
// (the wall and table in light tints that sit with the client's palette; props in the studio's peach,
// dark grey or one of the client's own colours; `wood: true` gives the table grain) and the alt text
// saying what the picture shows.
//
// Every scene has afternoon sun through a window beside it (stage/common.js), except where a shot says
// `sun: false`: a display glowing in a dim room, and posters on a street wall.
//
// Scene types (stage/*.js): desk (a site on a laptop), display (a site on a studio display), phones
// (an app's screens on phones on a table, or upright on a ledge), and for print: cards (stationery
// and a print on a table), carton (packaging with its poster), posters (a run of posters pasted on a
// wall).
const PEACH = 0xe7816b;
const DARK = 0x333136;

export const SHOTS = {
  express: {
    kind: 'desk', frames: [1, 2], seed: 11, url: 'express.delivery', handset: [-0.21, 0.05],
    palette: { wall: 0xe8e6dd, table: 0xd9d2c5, accent: 0xd8f65a, notebook: 0x101211 },
    alt: 'The Express website open on a silver laptop on a pale studio table, its headline \u2018Booked by noon. There by four.\u2019 beside a live rider map, with a lime mug, and a phone lying in front of it on the same page, its postcode field above a lime button.',
  },
  transfer: {
    kind: 'desk', frames: [1], seed: 12, url: 'transfer.money', mirror: true,
    palette: { wall: 0xdfe2f0, table: 0xd6cdbf, accent: 0x13203a, notebook: 0xa9b8ff },
    alt: 'The Transfer website on a silver laptop seen from the right: the navy page with the serif headline \u2018Twelve currencies. One honest rate.\u2019 and its quote card, a navy mug and a periwinkle notebook beside it.',
  },
  photon: {
    kind: 'display', frames: [1], seed: 13, url: 'photon.studio', eye: 0.36, sun: false,
    palette: { wall: 0x3b3633, table: 0x5a4a3e, wood: true, accent: 0xffb25a, notebook: 0xf4ede3, body: 0x8d8f95, key: 3.2 },
    alt: 'The Photon website glowing on a space-grey studio display in a dim room, its headline ‘Light is a material.’ under a ring of light, on a walnut desk with a keyboard, an amber mug and a cream notebook.',
  },
  builder: {
    kind: 'desk', frames: [1], seed: 14, url: 'builder.build', mirror: true, lid: 0.22,
    palette: { wall: 0xcfd1cb, table: 0xd7c29e, wood: true, accent: 0xff5a1f, notebook: 0x2f5bea },
    alt: 'The Builder website on a laptop on a plywood site-office table, against a concrete-grey wall, with an orange mug and a blue notebook.',
  },
  blogr: {
    kind: 'display', frames: [1, 2], seed: 15, url: 'blogr.page', mirror: true,
    palette: { wall: 0xe4d8ee, table: 0xeee2c4, accent: 0xff7a59, notebook: 0x2a1636 },
    alt: 'The Blogr website on a studio display on a butter-yellow desk against a lilac wall, its serif headline ‘Write the post you keep putting off.’ above a draft, with a keyboard, a tangerine mug and a phone on the same page in its phone layout.',
  },
  camp: {
    kind: 'desk', frames: [1, 2], seed: 16, url: 'camp.scot', handset: [0.33, 0.06], mirror: true, eye: 0.52, dolly: 1.12, shift: 0.08, swing: -0.05,
    palette: { wall: 0xa9b59f, table: 0xc4a27a, wood: true, accent: 0xd9643a, notebook: 0x1e3b2f },
    alt: 'The Camp website on a laptop on an oak table against a moss-green wall, with a clay-red mug, and a phone in front of it on the same page: the loch at sunrise above the booking card.',
  },
  airfilter: {
    kind: 'phones', frames: [1, 2, 3], seed: 21,
    palette: { wall: 0xdfe6e1, table: 0xcfdcd4, accent: PEACH, notebook: 0x1d5f4f, body: 0x2f3a36 },
    alt: 'Three phones lying on a pale green table, showing the Airfilter home screen (air quality 21, excellent), the kitchen\u2019s fine-particle graph and the filter\u2019s 38% life with its routines.',
  },
  eyecam: {
    kind: 'phones', frames: [1, 2, 3], seed: 22, turn: 0.32,
    palette: { wall: 0x222622, table: 0x2c312c, accent: 0xd2f36b, notebook: 0x151a15, body: 0x0b0e0b, key: 3.4 },
    alt: 'Three phones on a dark slate table, turned at an angle, on the Eyecam app: the viewfinder locked on a backlit grey heron, the day\u2019s field log at Loch Leven on a dark map, and the heron\u2019s sighting record.',
  },
  faceit: {
    kind: 'phones', frames: [1, 2, 3], seed: 23, turn: -0.3,
    palette: { wall: 0xf3dccb, table: 0xf1d6c2, accent: 0x5a46d6, notebook: 0x5a46d6, body: 0x1f1b3d },
    alt: 'Three phones in deep violet cases on an apricot table, on the Faceit app: the face check at 82 percent, the waiting room counting down to Dr Lena Marsh, and the video call with her.',
  },
  todo: {
    kind: 'phones', frames: [1, 2, 3], seed: 24, upright: true,
    palette: { wall: 0xf0dc8e, table: 0xf2dd8c, accent: 0xff5a36, notebook: 0xff5a36, body: 0x171412 },
    alt: 'Three black phones standing on a butter-yellow ledge, leaning on the wall, on the Todo app: today\u2019s timeline with 3 hours 40 minutes free, the add sheet placing a dentist call at 10:40, and the evening review, 7 of 9 done.',
  },
  loopstudios: {
    kind: 'phones', frames: [1, 2, 3], seed: 25, turn: -0.14,
    palette: { wall: 0xe7816b, table: 0xe7816b, accent: 0x1d1c1e, notebook: 0x1d1c1e, body: 0x0b0a10 },
    alt: 'Three black phones on a peach table, on the Loopstudios app: tonight\u2019s experiences in Shoreditch led by Deep Field, its booking screen for two players at 19:40, and a mixed-reality clip to share.',
  },
  'tim-brown': {
    kind: 'cards', frames: [1, 2], seed: 31,
    palette: { wall: 0xdcd8d2, table: 0x7a6350, wood: true, accent: 0xa5261c },
    // Where the stationery sits on the identity sheet (fractions of its width and height).
    regions: {
      letterhead: [0.3766, 0.1052, 0.2943, 0.6698],
      card: [0.7042, 0.4225, 0.272, 0.2794],
      cardBack: [0.7042, 0.1057, 0.272, 0.2817],
    },
    alt: 'Tim Brown’s stationery on a walnut desk: a letter to the Harbour Arts Centre on the tb letterhead, his cards in white and safelight red, and the Low Water print framed in black, leaning on the wall behind.',
  },
  'boxed-water': {
    kind: 'cartons', frames: [1, 2], seed: 41,
    palette: { wall: 0xdde7ee, table: 0xe9e4da },
    // The dieline's columns (left edge and width) and rows (gable top, body top, body bottom), as
    // fractions of the sheet, and the colours of the sealed fin and the cap.
    dieline: { x: 0.0526, w: 0.1176, top: 0.0853, body: 0.2362, bottom: 0.735, fin: 0xd8ccb0, cap: 0x7fc8e8 },
    alt: 'Three Boxed Water cartons folded from the dieline, standing on a pale table and turned to show the front, ‘Why a box?’ and the analysis, below the ‘Not a bottle’ poster in an oak frame.',
  },
  science: {
    kind: 'posters', frames: [1, 2, 3], seed: 51, sun: false,
    palette: { wall: 0xc9c4bb, table: 0x9d9890 },
    alt: 'The three Science! festival posters pasted side by side on a grey street wall: the hot pink ‘Chemistry is a party’, and its two companions, seen at an angle in afternoon light.',
  },
};

// Not a project: the studio at work, for /about, built from the portfolio's own pieces and process
// images (files: repo-relative textures, in the order stage/studio.js takes them).
export const STUDIO = 'studio';
SHOTS[STUDIO] = {
  kind: 'studio', seed: 61, url: 'camp.scot',
  files: [
    'content/work/camp/frame-1.jpg', 'content/work/blogr/wireframe.jpg',
    'content/work/science/specimen.jpg', 'content/work/boxed-water/frame-1.jpg',
    'content/work/tim-brown/frame-1.jpg',
  ],
  palette: { wall: 0xf1f3f5, table: 0xd9c8ae, wood: true, accent: PEACH, notebook: DARK },
  dieline: SHOTS['boxed-water'].dieline,
  card: SHOTS['tim-brown'].regions.cardBack,
  alt: 'The Designo worktable mid-project: the Camp website open on a laptop, a pencil wireframe of Blogr and the Science! type and palette sheet printed out, a Boxed Water carton prototype, a Tim Brown card, a peach mug and a dark notebook.',
};

export { PEACH, DARK };
