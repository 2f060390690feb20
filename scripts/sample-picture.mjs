// Draws a flat picture to try the content steps with (scripts/newcomer.sh): a ground with a block in
// its middle, the ground showing evenly on every side, as a detail crop wants. JPEG or PNG by the
// name's extension.
//   node scripts/sample-picture.mjs 3200x1800 opening.jpg [#E7816B]
import sharp from 'sharp';

const [size, out, colour = '#E7816B'] = process.argv.slice(2);
const [width, height] = (/^(\d+)x(\d+)$/.exec(size ?? '') ?? []).slice(1).map(Number);
if (!width || !height || !/\.(jpe?g|png)$/i.test(out ?? '')) {
  console.error('usage: node scripts/sample-picture.mjs WIDTHxHEIGHT out.jpg|out.png [#colour]');
  process.exit(2);
}
const block = { width: Math.round(width * 0.6), height: Math.round(height * 0.6) };
const picture = sharp({ create: { width, height, channels: 3, background: '#F6F3EC' } })
  .composite([{
    input: { create: { ...block, channels: 3, background: colour } },
    left: Math.round((width - block.width) / 2), top: Math.round((height - block.height) / 2),
  }]);
await (/\.png$/i.test(out) ? picture.png() : picture.jpeg({ quality: 90 })).toFile(out);
