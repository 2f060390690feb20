// What the recordings share with their freshness test (art/work-art.test.mjs): their frame rate, the
// most a file may weigh, each shot's view and video size, and the hash of a recording's inputs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hashInputs, moduleClosure, toolVersions } from '../../inputs.mjs';
import { artDir, fontPackages, pieceInputs, repoRoot, workDir } from '../lib/pieces.mjs';
import { SHOTS } from './shots.mjs';

export const FPS = 30;
// A case study offers a recording only under this (the site's test over content/ checks it again).
export const MAX_BYTES = 1_000_000;
export const motionRecordPath = path.join(artDir, 'records', 'motion.json');
export const motionRecorder = path.join(workDir, 'motion', 'record.mjs');

// The view a kind of frame is recorded through, in CSS px, and the video's size: a website through a
// desktop browser's window (16:10), scaled to 1280 wide; an app's screen whole, at 2x.
const VIEWS = {
  browser: { width: 1440, height: 900, scale: 1, videoWidth: 1280, videoHeight: 800 },
  phone: { width: 390, height: 844, scale: 2, videoWidth: 780, videoHeight: 1688 },
};

/** A shot's view: its kind's, 'browser' for a scroll and 'phone' for a played interaction. */
export function sizeOf(shot) {
  return VIEWS[shot.view ?? (shot.kind === 'scroll' ? 'browser' : 'phone')];
}

export const shotsFile = path.relative(repoRoot, path.join(workDir, 'motion', 'shots.mjs')).split(path.sep).join('/');

/** What a recording is made from: its piece's folder and fonts, the recorder's code, its own shot
 *  (shots.mjs is hashed entry by entry, a play function by its source) and the tools' versions. */
export function motionInputs(slug, tools = toolVersions()) {
  const piece = pieceInputs(slug, tools);
  const shot = SHOTS[slug];
  return {
    files: [...piece.files.filter((f) => f.startsWith('art/work/pieces/')), ...moduleClosure(motionRecorder).filter((f) => f !== shotsFile)],
    values: { ...tools, fonts: fontPackages(slug), shot: shot && { ...shot, play: shot.play?.toString() } },
  };
}

export function motionHash(slug, tools = toolVersions()) {
  return hashInputs(motionInputs(slug, tools));
}

export function readMotionRecords() {
  return existsSync(motionRecordPath) ? JSON.parse(readFileSync(motionRecordPath, 'utf8')) : {};
}

/** The seconds a recording lasts. */
export function duration(shot) {
  if (shot.kind === 'scroll') return shot.stops.reduce((s, stop) => s + stop.hold + stop.move, 0);
  return shot.seconds;
}

const ease = (x) => (x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2); // cubic in and out

/** Where a scroll is at t seconds, in the frame's CSS pixels from its top. */
export function scrollAt(stops, t) {
  let at = 0;
  for (const [i, stop] of stops.entries()) {
    if (t < at + stop.hold) return stop.y;
    at += stop.hold;
    const next = stops[(i + 1) % stops.length];
    if (t < at + stop.move) return Math.round(stop.y + (next.y - stop.y) * ease((t - at) / stop.move));
    at += stop.move;
  }
  return stops[0].y;
}

