// The parts of a piece its two detail crops show, where the search in process/render.mjs would pick
// worse ones (a crop across a price card, a quote cut in half): CSS selectors into the piece, each
// framed whole in a 4:3 window. Projects not listed keep what the search finds. A project's entry is
// part of its own input hash (process/lib.mjs), so editing one re-renders that project alone.
export const DETAILS = {
  express: ['.track .card', '.tiers .tier.dark'],
  transfer: ['.quote', '.voices .v'],
  builder: ['.rows'],
  camp: ['.week .days', '.pack .list'],
  airfilter: ['.hero', '.card.filter'],
  loopstudios: ['.days'],
  'tim-brown': ['.card.front', '.stamp'],
};
