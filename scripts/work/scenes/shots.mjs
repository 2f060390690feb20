// Each project's in-context shot: the scene type, which flat frames it uses as textures, its colours
// (the wall and table in light tints that sit with the client's palette; props in the studio's peach,
// dark grey or one of the client's own colours) and the alt text saying what the picture shows.
//
// Scene types (stage/*.js): desk (a site on a laptop), phones (an app's screens on phones on a table),
// and for print: cards (stationery and a print on a table), carton (packaging with its poster), posters
// (a run of posters pasted on a wall).
const PEACH = 0xe7816b;
const DARK = 0x333136;

export const SHOTS = {
  express: {
    kind: 'desk', frames: [1], seed: 11, url: 'express.delivery',
    palette: { wall: 0xe8e6dd, table: 0xd9d2c5, accent: 0xd8f65a, notebook: 0x101211 },
    alt: 'The Express website open on a silver laptop on a pale studio table, its headline \u2018Booked by noon. There by four.\u2019 beside a live rider map, with a lime mug and a black notebook next to it.',
  },
};

export { PEACH, DARK };
