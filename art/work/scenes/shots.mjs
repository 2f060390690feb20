// The work in use, only where the setting adds meaning (four projects; the others open on their work
// alone, art/work/openings.mjs), and the studio at work for /about: the kind of staging (STAGES), which
// flat frames it uses as textures, its colours (walls, tables and props that sit with the client's
// palette), how many samples it is rendered with, and the alt text saying what the picture shows.
//
// Every scene has afternoon sun through a window beside it (stage/common.js), except where a shot says
// `sun: false`: outdoors, a street wall.
//
// The stage of each kind: its files under stage/ (the first exports `build`; the others are what it
// imports besides common.js and props.js), hashed into the scenes of that kind alone.
export const STAGES = {
  posters: { files: ['print.js'], build: 'posters' },
  studio: { files: ['studio.js', 'desk.js', 'print.js'], build: 'studio' },
  parcels: { files: ['parcels.js'], build: 'parcels' },
  outdoors: { files: ['tablet.js', 'surfaces.js'], build: 'outdoors' },
  shelf: { files: ['shelf.js', 'print.js'], build: 'shelf' },
};

const PEACH = 0xe7816b;
const DARK = 0x333136;

export const SHOTS = {
  express: {
    samples: 2, kind: 'parcels', frames: [2], seed: 11,
    palette: { wall: 0xdcdad3, table: 0x8f8c86, body: 0x1d1c1e },
    alt: 'Kraft parcels taped in lime and labelled for the afternoon run on a dispatch bench, and on the top one a phone left open on the Express booking page, the headline \u2018Booked by noon. There by four.\u2019 above the postcode field and its lime button.',
  },
  camp: {
    samples: 2, kind: 'outdoors', frames: [1], seed: 16, url: 'camp.scot', turn: 0.2, sun: false,
    palette: { table: 0x9c8f7f, wood: true, accent: 0x5b3f2b, body: 0x3a3b3f, key: 3.2 },
    alt: 'The Camp booking site, the loch at sunrise above the booking card, on a tablet propped in its leather folio on a weathered picnic table by the water, an enamel mug, a folded walking map and a compass beside it in the low sun.',
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
