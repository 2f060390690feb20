// The scene page's entry: reads window.SCENE (set by scenes/render.mjs), builds that scene's stage,
// accumulates the photograph and signals window.sceneDone (or window.sceneError).
import {
  THREE, accumulate, createRenderer, grainTexture, lensCamera, plasterTexture, random, roomEnvironment, studioLight, woodTexture,
} from './common.js';


async function main() {
  const config = window.SCENE;
  const t0 = performance.now();
  const rand = random(config.seed);
  const renderer = createRenderer(config.width, config.height);
  const scene = new THREE.Scene();
  roomEnvironment(renderer, scene, config.environment ?? 0.25);
  const grain = grainTexture(random(config.seed + 1));
  // Every wall is plaster; a table the shot calls wooden (palette.wood) has grain.
  const surfaces = {
    plaster: plasterTexture(random(config.seed + 4)),
    wood: config.palette.wood ? woodTexture(random(config.seed + 3)) : null,
  };
  // The shot's stage: the module and the function that builds its kind (shots.mjs, STAGES).
  const build = (await import(`./${config.stage.files[0]}`))[config.stage.build];
  const shot = await build({ scene, renderer, config, grain, surfaces, rand });
  scene.background = new THREE.Color(shot.background ?? 0xffffff);
  // No depth of field: the work is never blurred, and a few samples of a moving lens would ghost.
  const lens = lensCamera({ ...shot.camera, aperture: 0, aspect: config.width / config.height, width: config.width, height: config.height });
  // The sun's panes fall somewhere of each scene's own; a shot without a window says sun: false.
  const place = random(config.seed + 2);
  const sun = config.sun ?? { offset: [place() - 0.5, place() - 0.5] };
  const placeLight = studioLight(scene, { ...shot.light, sun }, rand);
  const t1 = performance.now();
  accumulate(renderer, scene, lens, placeLight, config.samples, rand);
  renderer.getContext().finish();
  window.sceneTimes = { setup: t1 - t0, samples: performance.now() - t1 };
  window.sceneDone = true;
}

main().catch((e) => { window.sceneError = e instanceof Error ? `${e.message}\n${e.stack}` : `failed: ${e?.type ?? e} ${e?.target?.src ?? ''}`; });
