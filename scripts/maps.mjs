// Draws the three office maps with a Mercator projection fitted to a window
// around each office, and marks the office (its latitude and longitude in
// content/offices/<slug>/office.toml) with a peach pin, into the office's folder
// (content/offices/<slug>/map.svg). Output is deterministic: same data, same bytes.
// The land comes from Natural Earth (world-atlas, 1:50m), except where lakes
// matter: world-atlas has none (its land runs across the Great Lakes and would put
// Toronto's pin on dry land), so the Toronto map's land is drawn from
// @geo-maps/countries-land-10km (OpenStreetMap, ODbL), whose countries leave the
// lakes open. The borders between countries always come from world-atlas.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoMercator, geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const officesDir = join(root, 'content/offices');
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

// window: [west, south, east, north] in degrees; chosen so each region is recognisable
// (the Toronto map shows the Great Lakes, James Bay and the Atlantic seaboard).
// homeCountry: the ISO id of the country the office is in, numeric (world-atlas) and alpha-3 (geo-maps).
// lakes: draw the land from geo-maps, with its lakes.
const offices = [
  { slug: 'canada', window: [-90.5, 39.0, -70.5, 50.5], homeCountry: '124', homeA3: 'CAN', lakes: true },
  { slug: 'australia', window: [134.0, -44.0, 157.0, -20.5], homeCountry: '036', homeA3: 'AUS' },
  { slug: 'united-kingdom', window: [-8.8, 49.6, 2.2, 55.6], homeCountry: '826', homeA3: 'GBR' },
];

// Where the marker stands: the office's latitude and longitude, as its office.toml says.
function coordinates(slug) {
  const text = readFileSync(join(officesDir, slug, 'office.toml'), 'utf8');
  const degrees = (key) => Number(new RegExp(`^${key}\\s*=\\s*(-?[0-9.]+)`, 'm').exec(text)?.[1] ?? NaN);
  const [lat, lon] = [degrees('latitude'), degrees('longitude')];
  if (Number.isNaN(lat) || Number.isNaN(lon)) throw new Error(`content/offices/${slug}/office.toml: no latitude or longitude`);
  return { lat, lon };
}

function loadCountries() {
  const path = join(root, 'node_modules/world-atlas/countries-50m.json');
  return JSON.parse(readFileSync(path, 'utf8'));
}

// The land, by country, with the lakes left open (the Great Lakes lie between Canada's and the
// United States' polygons, the smaller lakes are holes in them).
function loadLand() {
  const path = join(root, 'node_modules/@geo-maps/countries-land-10km/map.geo.json');
  return JSON.parse(readFileSync(path, 'utf8')).features;
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
    `<circle cx="${r(x)}" cy="${r(y)}" r="12" fill="${palette.lightPeach}" fill-opacity=".3"/>`,
    `<circle cx="${r(x)}" cy="${r(y)}" r="5" fill="none" stroke="${palette.peach}" stroke-width="1.6"/>`,
    `<path d="M${r(x)} ${r(y)}c-4-7-11-12-11-20a11 11 0 0 1 22 0c0 8-7 13-11 20z" fill="${palette.peach}"/>`,
    `<circle cx="${r(x)}" cy="${r(y - 20)}" r="4.2" fill="#fff"/>`,
  ].join('');
}

function drawMap(topology, land, office) {
  const projection = projectionFor(office);
  const path = geoPath(projection).digits(1);
  const countries = office.lakes
    ? land.map((c) => ({ ...c, id: c.properties.A3 }))
    : feature(topology, topology.objects.countries).features;
  const homeId = office.lakes ? office.homeA3 : office.homeCountry;
  const home = countries.filter((c) => c.id === homeId);
  const others = countries.filter((c) => c.id !== homeId);
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
const land = loadLand();
for (const office of offices) {
  const svg = drawMap(topology, land, { ...office, ...coordinates(office.slug) });
  mkdirSync(join(officesDir, office.slug), { recursive: true });
  writeFileSync(join(officesDir, office.slug, 'map.svg'), svg);
  console.log(`content/offices/${office.slug}/map.svg ${svg.length} bytes`);
}
