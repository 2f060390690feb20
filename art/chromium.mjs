// The art tool's Chromium: Debian's, launched with the flags a headless render on a shared machine
// wants (no sandbox inside a container, no GPU, no background traffic). The tool's own, so that it
// shares nothing with the site's browser suites.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
]);
