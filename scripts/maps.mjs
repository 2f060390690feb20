// Draws every office's map (each folder of content/offices/) with a Mercator projection fitted to
// a window around the office (its map-window in office.toml, or about 20 by 14 degrees around it),
// and marks the office (its latitude and longitude) with a peach pin, into the office's folder under
// the name its `map` field gives (map.svg). The country the pin stands in is shaded darker. Output is
// deterministic: same data, same bytes.
// The land comes from Natural Earth (world-atlas, 1:50m), except where lakes matter (map-lakes =
// true): world-atlas has none (its land runs across the Great Lakes and would put Toronto's pin on
// dry land), so such a map's land is drawn from @geo-maps/countries-land-10km (OpenStreetMap,
// ODbL), whose countries leave the lakes open. The borders between countries always come from
// world-atlas.
// Usage: node scripts/maps.mjs [content/offices]
import { readFileSync, writeFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoContains, geoMercator, geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const officesDir = process.argv[2] ?? join(root, 'content/offices');
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

// An office as its office.toml describes its map: the pin's latitude and longitude, the window
// ([west, south, east, north] in degrees), whether lakes are drawn, and the file to write. The file is
// read with patterns for the few keys a map needs (make generate checks the whole file).
function office(slug) {
  const file = join(officesDir, slug, 'office.toml');
  const text = readFileSync(file, 'utf8');
  const value = (key) => new RegExp(`^${key}\\s*=\\s*(.+?)\\s*(#.*)?$`, 'm').exec(text)?.[1];
  const [lat, lon] = [Number(value('latitude')), Number(value('longitude'))];
  if (Number.isNaN(lat) || Number.isNaN(lon)) throw new Error(`${file}: no latitude or longitude`);
  const map = /^"([^"/]+\.svg)"$/.exec(value('map') ?? '')?.[1];
  if (!map) throw new Error(`${file}: map: want the name of an .svg in the folder`);
  let window = [lon - 10, lat - 7, lon + 10, lat + 7];
  if (value('map-window')) {
    window = JSON.parse(value('map-window'));
    if (window.length !== 4 || window.some((n) => typeof n !== 'number')) throw new Error(`${file}: map-window: want [west, south, east, north]`);
  }
  return { slug, lat, lon, map, window, lakes: value('map-lakes') === 'true' };
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
  const countries = office.lakes ? land : feature(topology, topology.objects.countries).features;
  // The office's country is the one its pin stands in.
  const inside = (c) => geoContains(c, [office.lon, office.lat]);
  if (!countries.some(inside)) throw new Error(`content/offices/${office.slug}: the pin (${office.lat}, ${office.lon}) is in no country's land`);
  const home = countries.filter(inside);
  const others = countries.filter((c) => !inside(c));
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

const slugs = readdirSync(officesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(officesDir, d.name, 'office.toml')))
  .map((d) => d.name).sort();
if (slugs.length === 0) throw new Error(`${officesDir}: no office`);
const topology = loadCountries();
const land = loadLand();
for (const slug of slugs) {
  const o = office(slug);
  const svg = drawMap(topology, land, o);
  writeFileSync(join(officesDir, slug, o.map), svg);
  console.log(`${join(officesDir, slug, o.map)} ${svg.length} bytes`);
}
