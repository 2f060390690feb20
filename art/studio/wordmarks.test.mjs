// The clients' wordmarks in content/ are what wordmarks.mjs draws today (it is byte-stable), one for
// every project, each of one cell, in one ink, with its type outlined.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CELL, INK, files, slugs } from './wordmarks.mjs';
import { repoRoot } from '../inputs.mjs';

test('every project has its client wordmark, and each is as wordmarks.mjs draws it', () => {
  const projects = readdirSync(path.join(repoRoot, 'content/work')).sort();
  assert.deepEqual([...slugs].sort(), projects, 'a wordmark for each folder of content/work');
  for (const [file, svg] of Object.entries(files())) {
    assert.equal(readFileSync(path.join(repoRoot, file), 'utf8'), svg, `${file} is stale: run node art/studio/build.mjs`);
  }
});

test('a wordmark is outlined, of one cell and in one ink', () => {
  for (const [file, svg] of Object.entries(files())) {
    assert.match(svg, new RegExp(`^<svg [^>]*width="${CELL.width}" height="${CELL.height}" viewBox="0 0 ${CELL.width} ${CELL.height}"`), file);
    assert.doesNotMatch(svg, /<text|font-family|<image|<style/, `${file}: type must be outlined, nothing fetched`);
    const outsideMasks = svg.replace(/<mask[^]*?<\/mask>/g, '');
    const inks = new Set([...outsideMasks.matchAll(/(?:fill|stroke)="(#[0-9A-Fa-f]{3,6})"/g)].map((m) => m[1].toUpperCase()));
    assert.deepEqual([...inks], [INK.toUpperCase()], `${file}: inks`);
    assert.ok(Buffer.byteLength(svg) < 8 << 10, `${file}: ${Buffer.byteLength(svg)} bytes`);
  }
});
