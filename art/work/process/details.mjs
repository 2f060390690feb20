// The two parts of each piece its case study looks at closely, chosen by hand: a CSS selector of one
// element inside a frame of the piece (the first that matches), and what it is, for the alt text.
// process/render.mjs shoots the element alone and sets it on its own ground with an even margin.
// A project's entry is part of its own input hash (process/lib.mjs), so editing one re-renders that
// project alone. The captions under the details are the project's words (content/work/<slug>/project.toml).
export const DETAILS = {
  express: [
    { selector: '.track .card', what: 'the live tracking card' },
    { selector: '.tiers .tier.dark', what: 'the cargo bike price card, set in black' },
  ],
  transfer: [
    { selector: '.hero .quote', what: 'the quote card' },
    { selector: '.voices .v.big', what: 'a customer\'s words on periwinkle' },
  ],
  photon: [
    { selector: '.spec .halo', what: 'the halo ring drawn in section, its 40° beam and its light curve' },
    { selector: '.spec .schedule', what: 'the fittings schedule for Kiln Hall' },
  ],
  builder: [
    { selector: '.hero .app .est', what: 'the live estimate beside the drawing' },
    { selector: '.hero .app .plan > svg', what: 'the floor plan being drawn' },
  ],
  blogr: [
    { selector: '.stage .mail', what: 'the post as its readers receive it' },
    { selector: '.plans .plan.pro', what: 'the Publisher plan card' },
  ],
  camp: [
    { selector: '.voices .price', what: 'the price card' },
    { selector: '.pack .list', what: 'Ava\'s packing list' },
  ],
  airfilter: [
    { selector: '.screen .hero', what: 'the whole home\'s air quality card' },
    { selector: '.card.filter', what: 'the filter life card' },
  ],
  eyecam: [
    { selector: '.screen:nth-of-type(2) > .card.list', what: 'the morning\'s log' },
    { selector: '.screen:nth-of-type(2) > .card', what: 'the map of the hide' },
  ],
  faceit: [
    { selector: '.screen:nth-of-type(3) .card:has(.agree)', what: 'what the patient and the doctor agreed' },
    { selector: '.screen:nth-of-type(1) > .card.abs', what: 'the privacy note' },
  ],
  todo: [
    { selector: '.screen .task[style*="dashed"]', what: 'a task that will not fit today' },
    { selector: '.screen:nth-of-type(3) > .task', what: 'the week\'s planned and done minutes' },
  ],
  loopstudios: [
    { selector: '.screen .slots', what: 'the evening\'s time slots' },
    { selector: '.screen > div.abs:has(use[href="#art-deep"])', what: 'the Deep Field card' },
  ],
  'tim-brown': [
    { selector: '.card.front', what: 'the red business card' },
    { selector: '.obj.stamp .stampmark', what: 'the print stamp' },
  ],
  'boxed-water': [
    { selector: 'use[href="#p-front"]', what: 'the carton\'s front panel' },
    { selector: '.spec .chips', what: 'the two spot colours and the board' },
  ],
  science: [
    { selector: '.poster .sticker', what: 'the Late Lab sticker' },
    { selector: '.poster[data-alt*="near-black"] > svg', what: 'the pH bars' },
  ],
};
