// For each project, the direction we showed and the client turned down (or we did): the piece itself
// with other type (a font package of package.json) and another colour treatment (a CSS filter on the
// artwork), how that looks in a few words (for the alt text), and the one line that says why it lost. Rendered by process/render.mjs as the
// "rejected iteration" of the case study.
export const REJECTED = {
  express: {
    look: 'in a serif on cool blues',
    font: 'cormorant-garamond', filter: 'hue-rotate(200deg) saturate(0.7)',
    reason: 'A serif in cool blue read like a private bank, not a courier already on its way; speed had to show before a word was read.',
  },
  transfer: {
    look: 'in a wide display face, hot pink on maroon',
    font: 'unbounded', filter: 'hue-rotate(120deg) saturate(1.5)',
    reason: 'Wide, loud type in hot pink on maroon looked like a crypto app; people sending their rent home wanted calm and a rate they could check.',
  },
  photon: {
    look: 'in a bubbly display face under cold blue light',
    font: 'caprasimo', filter: 'hue-rotate(185deg)',
    reason: 'Bubbly type under cold blue light turned a lighting studio into a toy shop; the site had to feel like warm light in a dark room.',
  },
  builder: {
    look: 'in a soft serif on leaf green',
    font: 'fraunces', filter: 'hue-rotate(95deg) saturate(0.8)',
    reason: 'A soft serif in leaf green made estimating look like a garden centre; site managers asked for the feel of a drawing office.',
  },
  blogr: {
    look: 'in monospace on grey',
    font: 'jetbrains-mono', filter: 'grayscale(1)',
    reason: 'Monospace on grey felt like a developer tool and put off the writers it was made for.',
  },
  camp: {
    look: 'in a technical sans in cool, muted colours',
    font: 'space-grotesk', filter: 'hue-rotate(190deg) saturate(0.6)',
    reason: 'A cool, technical treatment lost the campfire; parents choosing a summer wanted warmth before a list of features.',
  },
  airfilter: {
    look: 'in heavy type with alarm colours',
    font: 'dela-gothic-one', filter: 'hue-rotate(200deg) saturate(1.6)',
    reason: 'Heavy type and alarm colours made every reading feel like an emergency; the app should reassure at a glance.',
  },
  eyecam: {
    look: 'in a light theme with a serif',
    font: 'fraunces', filter: 'invert(1) hue-rotate(180deg)',
    reason: 'A light field-guide theme glared in a dark hide at dawn and cost birders their night vision.',
  },
  faceit: {
    look: 'in round type on bright green',
    font: 'unbounded', filter: 'hue-rotate(150deg) saturate(1.3)',
    reason: 'Playful round type and bright green felt like a game; a patient waiting for a doctor wants quiet and trust.',
  },
  todo: {
    look: 'in a geometric sans, almost without colour',
    font: 'syne', filter: 'grayscale(0.9)',
    reason: 'The grey, all-sans version was tidy but joyless; testers kept the planner they liked opening, not the neatest one.',
  },
  loopstudios: {
    look: 'in a pale theme with a classical serif',
    font: 'cormorant-garamond', filter: 'invert(1) hue-rotate(180deg)',
    reason: 'A pale serif, gallery-like direction made a mixed-reality night out look like an afternoon at a museum.',
  },
  'tim-brown': {
    look: 'with a geometric typeface in saturated blue',
    font: 'unbounded', filter: 'hue-rotate(200deg) saturate(2)',
    reason: 'A bold geometric mark in saturated blue shouted over photographs that whisper.',
  },
  'boxed-water': {
    look: 'in a round display face in plum and pink',
    font: 'caprasimo', filter: 'hue-rotate(110deg)',
    reason: 'A round face in plum and pink looked like a bottle of hand lotion, not water; one deep blue said cold and clean, and stood out on the shelf.',
  },
  science: {
    look: 'in a classical serif, in black and white',
    font: 'cormorant-garamond', filter: 'grayscale(1)',
    reason: 'A restrained serif series in black and white read as a lecture programme; the festival is for families and late parties.',
  },
};
