// Draws every office's map (each folder of content/offices/) with a Mercator projection fitted to
// a window around the office (its map-window in office.toml, or about 20 by 14 degrees around it),
// and marks the office (its latitude and longitude) with a peach pin, into the office's folder under
// the name its `map` field gives (map.svg). The country the pin stands in is tinted peach, beside the
// office cards of its tint; other land is a warm light grey on grey-blue water, darker than the page
// around the map so that its edges hold. Output is deterministic: same data, same bytes.
// The land is OpenStreetMap's at 1 km (@geo-maps/countries-land-1km, ODbL; /locations credits it),
// country by country, with its lakes open: Toronto's pin stands on Lake Ontario's shore. Detail finer
// than the map's pixels is left out (SIMPLIFY_PX; islands and lakes smaller than the areas below): the
// map of Toronto is the largest paint of /locations on a phone, so its bytes count.
// Usage: node scripts/maps.mjs [content/offices]
import { readFileSync, writeFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoContains, geoMercator, geoPath, geoStream } from 'd3-geo';
import simplify from 'simplify-js';
import rewind from '@mapbox/geojson-rewind';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const officesDir = process.argv[2] ?? join(root, 'content/offices');
const WIDTH = 350;
const HEIGHT = 326;
const SIMPLIFY_PX = 0.8;
const SMALLEST_ISLAND_PX2 = 6;
const SMALLEST_LAKE_PX2 = 150;

// Coordinates to a tenth of a pixel.
const round = (n) => Math.round(n * 10) / 10;

const palette = {
  water: '#CBD8E2',
  land: '#F2F0EE',
  homeLand: '#F7CFC3',
  coast: '#A9B4BF',
  peach: '#E7816B',
  lightPeach: '#FFAD9B',
  black: '#1D1C1E',
};

// An office as its office.toml describes its map: the pin's latitude and longitude, the window
// ([west, south, east, north] in degrees) and the file to write. The file is
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
  return { slug, lat, lon, map, window };
}

// Every country's land as polygons ({country, rings, extent}), exterior rings first, as GeoJSON winds
// them; extent is the exterior's [west, south, east, north], read once for every map.
function loadLand() {
  const path = join(root, 'node_modules/@geo-maps/countries-land-1km/map.geo.json');
  return JSON.parse(readFileSync(path, 'utf8')).features.flatMap(({ properties, geometry }) =>
    (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates).map((rings) => ({ country: properties.A3, rings, extent: extentOf(rings[0]) })));
}

function extentOf(ring) {
  const extent = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of ring) {
    extent[0] = Math.min(extent[0], x);
    extent[1] = Math.min(extent[1], y);
    extent[2] = Math.max(extent[2], x);
    extent[3] = Math.max(extent[3], y);
  }
  return extent;
}

// The polygons whose exterior's extent meets the window, wound as d3-geo wants them (exteriors
// clockwise; GeoJSON winds them anticlockwise, which d3-geo reads as the rest of the globe).
function landNear(land, [west, south, east, north]) {
  const margin = 2;
  return land.filter(({ extent: [w, s, e, n] }) => e >= west - margin && w <= east + margin && n >= south - margin && s <= north + margin)
    .map(({ country, rings }) => ({ country, polygon: rewind({ type: 'Polygon', coordinates: rings }, true) }));
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

// The polygon as an SVG path: projected, clipped to the map, and each ring simplified
// (Douglas-Peucker) to within SIMPLIFY_PX of its 1 km line, which holds ten points to a pixel here.
function outline(projection, polygon) {
  const rings = [];
  let ring;
  geoStream(polygon, projection.stream({
    polygonStart() {},
    polygonEnd() {},
    lineStart() { ring = []; },
    point(x, y) { ring.push({ x, y }); },
    lineEnd() { rings.push(ring); },
  }));
  return rings.map((points) => simplify(points, SIMPLIFY_PX, true))
    .filter((points) => points.length > 2)
    .map((points) => `M${points.map(({ x, y }) => `${round(x)},${round(y)}`).join('L')}Z`).join('');
}

function pin(x, y) {
  const [cx, cy] = [round(x), round(y)];
  // A soft halo, a ring and a teardrop pin whose tip sits on the office.
  return [
    `<circle cx="${cx}" cy="${cy}" r="12" fill="${palette.lightPeach}" fill-opacity=".3"/>`,
    `<circle cx="${cx}" cy="${cy}" r="5" fill="none" stroke="${palette.peach}" stroke-width="1.6"/>`,
    `<path d="M${cx} ${cy}c-4-7-11-12-11-20a11 11 0 0 1 22 0c0 8-7 13-11 20z" fill="${palette.peach}"/>`,
    `<circle cx="${cx}" cy="${round(y - 20)}" r="4.2" fill="#fff"/>`,
  ].join('');
}

function drawMap(land, office) {
  const projection = projectionFor(office);
  const area = (ring) => geoPath(projection).area({ type: 'Polygon', coordinates: [ring] });
  // Interior rings are lakes, wound the other way: reversed, their area is the lake's.
  const shapes = landNear(land, office.window)
    .map(({ country, polygon: { coordinates: [outer, ...lakes] } }) => ({
      country,
      polygon: { type: 'Polygon', coordinates: [outer, ...lakes.filter((lake) => area([...lake].reverse()) >= SMALLEST_LAKE_PX2)] },
    }))
    .filter(({ polygon }) => area(polygon.coordinates[0]) >= SMALLEST_ISLAND_PX2);
  // The office's country is the one its pin stands in.
  const home = shapes.find(({ polygon }) => geoContains(polygon, [office.lon, office.lat]))?.country;
  if (!home) throw new Error(`content/offices/${office.slug}: the pin (${office.lat}, ${office.lon}) is in no country's land`);
  const landOf = (wanted) => shapes.filter(({ country }) => wanted(country)).map(({ polygon }) => outline(projection, polygon)).join('');
  const othersPath = landOf((c) => c !== home);
  const [x, y] = projection([office.lon, office.lat]);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.water}"/>`,
    othersPath && `<path d="${othersPath}" fill="${palette.land}" stroke="${palette.coast}" stroke-width=".6" stroke-linejoin="round"/>`,
    `<path d="${landOf((c) => c === home)}" fill="${palette.homeLand}" stroke="${palette.coast}" stroke-width=".6" stroke-linejoin="round"/>`,
    pin(x, y),
    '</svg>\n',
  ].join('');
}

const slugs = readdirSync(officesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(officesDir, d.name, 'office.toml')))
  .map((d) => d.name).sort();
if (slugs.length === 0) throw new Error(`${officesDir}: no office`);
const land = loadLand();
for (const slug of slugs) {
  const o = office(slug);
  const svg = drawMap(land, o);
  writeFileSync(join(officesDir, slug, o.map), svg);
  console.log(`${join(officesDir, slug, o.map)} ${svg.length} bytes`);
}
