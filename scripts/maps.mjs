// Draws the three office maps from Natural Earth (world-atlas, 1:50m) with a
// Mercator projection fitted to a window around each office, and marks the
// office with a peach pin. Output is deterministic: same data, same bytes.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoMercator, geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'static/img/maps');
const WIDTH = 350;
const HEIGHT = 326;

const palette = {
  water: '#F1F3F5',
  land: '#DCDDE1',
  homeLand: '#C7C5CB',
  border: '#FFFFFF',
  coast: '#B4B2B9',
  peach: '#E7816B',
  lightPeach: '#FFAD9B',
  black: '#1D1C1E',
};

// window: [west, south, east, north] in degrees; chosen so each region is recognisable.
// world-atlas has no lakes layer, so the Toronto map zooms out to the Great Lakes and
// the Atlantic seaboard, where coasts, James Bay and the border through the lakes read clearly.
// homeCountry: Natural Earth numeric ISO id of the country the office is in.
const offices = [
  { file: 'canada.svg', lat: 43.644, lon: -79.395, window: [-94.0, 36.5, -62.0, 53.0], homeCountry: '124' },
  { file: 'australia.svg', lat: -30.329, lon: 149.788, window: [134.0, -44.0, 157.0, -20.5], homeCountry: '036' },
  { file: 'united-kingdom.svg', lat: 51.738, lon: -3.866, window: [-8.8, 49.6, 2.2, 55.6], homeCountry: '826' },
];

function loadCountries() {
  const path = join(root, 'node_modules/world-atlas/countries-50m.json');
  return JSON.parse(readFileSync(path, 'utf8'));
}

// The window's corners as a MultiPoint, so fitSize frames exactly that window.
function windowCorners([west, south, east, north]) {
  return { type: 'MultiPoint', coordinates: [[west, south], [east, north], [west, north], [east, south]] };
}

function projectionFor(office) {
  return geoMercator()
    .fitSize([WIDTH, HEIGHT], windowCorners(office.window))
    .clipExtent([[-2, -2], [WIDTH + 2, HEIGHT + 2]]);
}

function pin(x, y) {
  const r = (n) => Math.round(n * 10) / 10;
  // A soft halo, a ring and a teardrop pin whose tip sits on the office.
  return [
    `<circle cx="${r(x)}" cy="${r(y)}" r="18" fill="${palette.lightPeach}" fill-opacity=".35"/>`,
    `<circle cx="${r(x)}" cy="${r(y)}" r="9" fill="none" stroke="${palette.peach}" stroke-width="2"/>`,
    `<path d="M${r(x)} ${r(y)}c-4-7-11-12-11-20a11 11 0 0 1 22 0c0 8-7 13-11 20z" fill="${palette.peach}"/>`,
    `<circle cx="${r(x)}" cy="${r(y - 20)}" r="4.2" fill="#fff"/>`,
  ].join('');
}

function drawMap(topology, office) {
  const projection = projectionFor(office);
  const path = geoPath(projection).digits(1);
  const countries = feature(topology, topology.objects.countries).features;
  const home = countries.filter((c) => c.id === office.homeCountry);
  const others = countries.filter((c) => c.id !== office.homeCountry);
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  const othersPath = others.map((c) => path(c) ?? '').join('');
  const homePath = home.map((c) => path(c) ?? '').join('');
  const [x, y] = projection([office.lon, office.lat]);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.water}"/>`,
    othersPath && `<path d="${othersPath}" fill="${palette.land}" stroke="${palette.coast}" stroke-width=".6"/>`,
    homePath && `<path d="${homePath}" fill="${palette.homeLand}" stroke="${palette.coast}" stroke-width=".6"/>`,
    `<path d="${path(borders) ?? ''}" fill="none" stroke="${palette.border}" stroke-width="1.2" stroke-linejoin="round"/>`,
    pin(x, y),
    '</svg>\n',
  ].join('');
}

const topology = loadCountries();
mkdirSync(outDir, { recursive: true });
for (const office of offices) {
  const svg = drawMap(topology, office);
  writeFileSync(join(outDir, office.file), svg);
  console.log(`static/img/maps/${office.file} ${svg.length} bytes`);
}
