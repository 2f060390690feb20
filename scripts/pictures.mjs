// Encodes pictures for the build stage (package bundle, `make generate`): reads its jobs as JSON on
// stdin, [{ src, base, widths, jpeg, og, crop, opening, ground, margin }], and writes <base>-<w>.avif at each width,
// <base>-<jpeg>.jpg (the fallback of a browser without AVIF), or, for og, one 1200 x 630 JPEG at <base> cropped from src.
// A crop, [left, top, width, height], makes the variants of that part of src (a screen of a long page).
// Paths are relative to the repository, the working directory.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

// AVIF 40 up to 800 px, what phones fetch at 1.75-3x: a phone's first picture is what its largest
// paint waits for, and the sharp 3200 px openings came down to 680 px at 16 KB at 50 (10-12 KB at 40,
// the same to the eye at that size); above, 55 keeps the soft backdrops from banding.
// Above 1600 px (the openings' 2400 and 3200, for screens at 2x) effort 2: Camp's 3200 weighs 114 KiB
// instead of 101 and takes 6 s to encode instead of 37 on the shared cores.
// An opening (job.opening: a project's opening and its phone crop, the studio picture) at a phone's widths is pressed to
// 20, and its fallback JPEG to 70: it is the page's largest paint on Lighthouse's slow phone. Express's
// phone crop at 800: 10.7 KB at 32 and a largest paint of 1,132 ms, 8.4 KB at 20 and 978 ms. At 20 the
// encoder's most effort (9) copies blocks of one letter into another (ghosted, doubled letters in
// Blogr's and Express's headlines) and 4:2:0 smears a coloured word's edges grey; effort 6 and full
// chroma (4:4:4) keep every letter clean for 2-4% more bytes (Express's 8.8 KB, Blogr's 10.8 KB).
// A phone crop (an opening with a crop) is only ever shown to phones, so all its widths are a phone's:
// Boxed Water's at its own 847 px, which Lighthouse's phone takes, weighed 27.7 KB at 55.
const avif = (image, width, job) => {
  const phone = job.opening && (width <= 800 || job.crop);
  if (phone) return image.avif({ quality: 20, effort: 6, chromaSubsampling: '4:4:4' });
  return image.avif({ quality: width > 800 ? 55 : 40, effort: width > 1600 ? 2 : 4, chromaSubsampling: '4:2:0' });
};
const jpeg = (image, opening) => image.jpeg({ quality: opening ? 70 : 78, mozjpeg: true, progressive: true });

const jobs = JSON.parse(readFileSync(0, 'utf8'));
let written = 0;
for (const job of jobs) {
  mkdirSync(path.dirname(job.base), { recursive: true });
  const [left, top, width, height] = job.crop ?? [];
  const source = () => {
    const image = sharp(job.src).flatten({ background: '#ffffff' });
    return job.crop ? image.extract({ left, top, width, height }) : image;
  };
  if (job.og) {
    const data = await source().resize(1200, 630, { fit: 'cover', kernel: 'lanczos3' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    writeFileSync(job.base, data);
    written += data.length;
    continue;
  }
  // A phone's screen on the client's colour (job.ground): the screen narrower by a margin on each
  // side, the colour added around it and above it (sharp extends after it resizes).
  const resized = (w) => {
    if (!job.ground) return source().resize({ width: w, kernel: 'lanczos3' });
    const margin = Math.round(w * job.margin);
    return source().resize({ width: w - 2 * margin, kernel: 'lanczos3' })
      .extend({ top: margin, left: margin, right: margin, bottom: 0, background: job.ground });
  };
  for (const w of job.widths ?? []) { // a cover is one JPEG: no AVIF widths (null)
    const data = await avif(resized(w), w, job).toBuffer();
    writeFileSync(`${job.base}-${w}.avif`, data);
    written += data.length;
  }
  if (job.jpeg) {
    const data = await jpeg(resized(job.jpeg), job.opening).toBuffer();
    writeFileSync(`${job.base}-${job.jpeg}.jpg`, data);
    written += data.length;
  }
}
console.log(`pictures: ${jobs.length} encoded, ${Math.round(written / 1024)} KiB`);
