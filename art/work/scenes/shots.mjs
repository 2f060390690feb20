// Each project's opening, in a world of its own: the kind of staging (STAGES), which flat frames it
// uses as textures, its colours (walls, tables and props that sit with the client's palette), how many
// samples it is rendered with, and the alt text saying what the picture shows.
//
// Every scene has afternoon sun through a window beside it (stage/common.js), except where a shot says
// `sun: false`: outdoors, a dark room lit by its screen, a bird hide at dawn, a street wall.
//
// The stage of each kind: its files under stage/ (the first exports `build`; the others are what it
// imports besides common.js and props.js), hashed into the scenes of that kind alone.
export const STAGES = {
  posters: { files: ['print.js'], build: 'posters' },
  studio: { files: ['studio.js', 'desk.js', 'print.js'], build: 'studio' },
  parcels: { files: ['parcels.js'], build: 'parcels' },
  outdoors: { files: ['tablet.js', 'surfaces.js'], build: 'outdoors' },
  cafe: { files: ['tablet.js', 'surfaces.js'], build: 'cafe' },
  app: { files: ['apps.js', 'surfaces.js'], build: 'appWorld' },
  headset: { files: ['headset.js', 'surfaces.js'], build: 'headsetWorld' },
  book: { files: ['book.js', 'print.js'], build: 'book' },
  shelf: { files: ['shelf.js', 'print.js'], build: 'shelf' },
  darkroom: { files: ['rooms.js', 'desk.js', 'surfaces.js'], build: 'darkroom' },
  site: { files: ['site.js', 'desk.js', 'surfaces.js'], build: 'site' },
};

const PEACH = 0xe7816b;
const DARK = 0x333136;

export const SHOTS = {
  express: {
    samples: 2, kind: 'parcels', frames: [2], seed: 11,
    palette: { wall: 0xdcdad3, table: 0x8f8c86, body: 0x1d1c1e },
    alt: 'Kraft parcels taped in lime and labelled for the afternoon run on a dispatch bench, and on the top one a phone left open on the Express booking page, the headline \u2018Booked by noon. There by four.\u2019 above the postcode field and its lime button.',
  },
  transfer: {
    samples: 2, kind: 'cafe', frames: [1], seed: 12, url: 'transfer.money', turn: -0.12, sun: { offset: [0.2, -0.1] },
    palette: { wall: 0xd9dce6, body: 0xc9cbd0 },
    alt: 'The navy Transfer site with the serif headline \u2018Twelve currencies. One honest rate.\u2019 on a tablet lying on a marble caf\u00e9 table, a navy passport and a few foreign coins beside it and an espresso in the window light.',
  },
  photon: {
    samples: 2, kind: 'darkroom', frames: [1], seed: 13, url: 'photon.studio', sun: false, environment: 0.03, glow: 10,
    palette: { wall: 0x2e2b29, table: 0x4a3c31, wood: true, body: 0x8d8f95, key: 0.3 },
    alt: 'The Photon site glowing on a studio display in a dark room, its headline \u2018Light is a material.\u2019 under a ring of light, the screen\u2019s glow the only light on the walnut desk, the keyboard and the wall behind.',
  },
  builder: {
    samples: 2, kind: 'site', frames: [1], seed: 14, url: 'builder.build', sun: { offset: [0.1, 0.2] },
    palette: { wall: 0xbfc1bb, table: 0xd9bf94, wood: true, accent: 0xff5a1f, body: 0x2e2f33 },
    alt: 'The Builder site open on a dark laptop on a plywood table in a site office against a concrete block wall, an orange hard hat, a tape measure and a roll of drawings beside it.',
  },
  blogr: {
    samples: 2, kind: 'app', world: 'books', frames: [2], seed: 15, sun: { offset: [-0.2, 0.15] }, wallDistance: 0.5,
    palette: { wall: 0xe4d8ee, table: 0xeee2c4, body: 0x2a1636 },
    alt: 'A phone lying on a stack of hardbacks in aubergine, tangerine and cream on a butter-yellow desk against a lilac wall, on the Blogr site\u2019s phone layout: \u2018Write the post you keep putting off.\u2019 above a draft.',
  },
  camp: {
    samples: 2, kind: 'outdoors', frames: [1], seed: 16, url: 'camp.scot', turn: 0.2, sun: false,
    palette: { table: 0x9c8f7f, wood: true, accent: 0x5b3f2b, body: 0x3a3b3f, key: 3.2 },
    alt: 'The Camp booking site, the loch at sunrise above the booking card, on a tablet propped in its leather folio on a weathered picnic table by the water, an enamel mug, a folded walking map and a compass beside it in the low sun.',
  },
  airfilter: {
    samples: 2, kind: 'app', world: 'purifier', frames: [1], seed: 21, sun: { offset: [-0.3, 0.1] },
    palette: { wall: 0xdfe6e1, table: 0xd8c3a0, wood: true, accent: 0xf1f1ec, body: 0x2f3a36 },
    alt: 'A phone leaning on the round white air purifier it runs, on a pale oak sideboard beside a plant, on the Airfilter home screen rating the home\u2019s air excellent at 21 above its rooms.',
  },
  eyecam: {
    samples: 12, kind: 'app', world: 'hide', frames: [1], seed: 22, sun: false, wallDistance: 2.5,
    palette: { wall: 0x3f4a44, table: 0x857a6c, body: 0x0b0e0b, key: 5.0 },
    alt: 'A phone on the weathered board ledge of a bird hide in the low warm light of dawn, olive roof-prism binoculars beside it with their coated lenses to the light and the reeds soft through the slot, on the Eyecam viewfinder locked on a grey heron in the shallows.',
  },
  faceit: {
    samples: 2, kind: 'app', world: 'stand', frames: [1], seed: 23, wallDistance: 1,
    palette: { wall: 0xb9a9bd, softWall: '#bcaabf', table: 0xecd9bd, wood: true, woodContrast: 0.11, body: 0x1f1b3d },
    alt: 'A phone in an aluminium desk stand on a light oak desk beside a glass of water, a plant and a shelf of books soft on the mauve wall behind, ready for the appointment, on the Faceit face check at 82 percent under the heading \u2018Let\u2019s make sure it\u2019s you\u2019, the face shown only as a violet landmark mesh in a dark camera oval.',
  },
  todo: {
    samples: 2, kind: 'app', world: 'planner', frames: [1], seed: 24, sun: { offset: [0.25, -0.2] },
    palette: { wall: 0xf0dc8e, table: 0xc9a57a, wood: true, accent: 0xff5a36, body: 0x171412 },
    alt: 'A phone lying on an open paper diary on an oak desk, a pen beside it, on Todo\u2019s today screen: 3 hours 40 minutes of free time on a timeline from 8:00 to 20:00.',
  },
  loopstudios: {
    samples: 2, kind: 'headset', frames: [1], seed: 25, sun: false, environment: 0.05,
    palette: { wall: 0x4a4a4e, table: 0x38363c, accent: 0xe7816b, body: 0x0b0a10, key: 1.8 },
    alt: 'A phone leaning on a small speaker on a dark oak table beside a pale grey mixed-reality headset with a black glass visor and a knitted band, a peach light washing the wall behind, on the Loopstudios explore screen: Deep Field tonight in Shoreditch, four pods free.',
  },
  'tim-brown': {
    samples: 2, kind: 'book', frames: [1, 2], seed: 31, sun: false,
    // Where the stationery sits on the identity sheet, and the photograph's band on the cover below
    // the titles (fractions of their width and height).
    regions: {
      letterhead: [0.3766, 0.1052, 0.2943, 0.6698],
      card: [0.7042, 0.1057, 0.272, 0.2817],
      cardBack: [0.7042, 0.4225, 0.272, 0.2794],
    },
    plate: [0.0, 0.34, 1.0, 0.5],
    palette: { wall: 0xdcd8d2, table: 0x6f5846, wood: true, accent: 0xa5261c },
    alt: 'Tim Brown\u2019s photobook Low Water lying open on a walnut desk, the groynes running out into a milky sea on the right-hand page, plate No. 9, and beside it his letter to the Harbour Arts Centre on the tb letterhead and his cards in safelight red and cream.',
  },
  'boxed-water': {
    samples: 2, kind: 'shelf', frames: [1, 2], seed: 41,
    palette: { wall: 0xe3e6e2, table: 0x8a8178, shelf: 0xc9a67a, wood: true },
    dieline: { x: 0.0526, w: 0.1176, top: 0.0853, body: 0.2362, bottom: 0.735, fin: 0xd8ccb0, cap: 0x7fc8e8 },
    alt: 'Rows of Boxed Water cartons folded from the dieline, faced up on an oak shop shelf with a \u00a32.20 price tag on its edge, one turned to show \u2018Why a box?\u2019, below the \u2018Not a bottle\u2019 poster pasted on the wall.',
  },
  science: {
    samples: 2, kind: 'posters', frames: [1, 2, 3], seed: 51, sun: false,
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
  card: [0.7042, 0.1057, 0.272, 0.2817], // the cream card's place on Tim Brown's identity sheet (fractions)
  alt: 'The Designo worktable mid-project: the Camp website open on a laptop, a pencil wireframe of Blogr and the Science! type and palette sheet printed out, a Boxed Water carton prototype, a Tim Brown card, a peach mug and a dark notebook.',
};

export { PEACH, DARK };
