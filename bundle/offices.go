package bundle

import (
	"cmp"
	"encoding/xml"
	"errors"
	"fmt"
	"io/fs"
	"net/mail"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"designo/data"
)

// OfficeFile is the text file of an office's folder, content/offices/<slug>/office.toml.
const OfficeFile = "office.toml"

// office is what an office's text file holds. The folder's name is its slug, the anchor on /locations.
type office struct {
	Order       int     `toml:"order"` // 1 is the central office, which the footer shows
	Country     string  `toml:"country"`
	InText      string  `toml:"country-in-text"` // the country as a sentence names it (the UK); the country when absent
	Continent   string  `toml:"continent"`       // the pages count the continents the offices are on
	Name        string  `toml:"name"`
	Street      string  `toml:"street"`
	Town        string  `toml:"town"`
	Region      string  `toml:"region"` // may be left out
	Postcode    string  `toml:"postcode"`
	CountryCode string  `toml:"country-code"`
	Phone       string  `toml:"phone"`
	PhoneLink   string  `toml:"phone-international"`
	Email       string  `toml:"email"`
	Latitude    float64 `toml:"latitude"`
	Longitude   float64 `toml:"longitude"`
	Map         string  `toml:"map"`
	Emblem      string  `toml:"emblem"`
	// The map's part of the world, for scripts/maps.mjs (which the bundle does not run): west,
	// south, east and north in degrees around the office.
	MapWindow []float64 `toml:"map-window"`
}

var (
	countryCode = regexp.MustCompile(`^[A-Z]{2}$`)
	e164        = regexp.MustCompile(`^\+[1-9][0-9]{6,14}$`)
)

// readOffice reads and checks content/offices/<slug>/office.toml; every error names the file and
// the field. Its drawings are listed with their sizes, below static/img/offices/<slug>/.
func readOffice(fsys fs.FS, dir string) (data.Office, int, error) {
	file := path.Join(dir, OfficeFile)
	fail := func(format string, a ...any) (data.Office, int, error) {
		return data.Office{}, 0, fmt.Errorf("%s: %s", file, fmt.Sprintf(format, a...))
	}
	raw, err := fs.ReadFile(fsys, file)
	if err != nil {
		return fail("%v", err)
	}
	var o office
	meta, err := decodeText(raw, &o)
	if err != nil {
		return fail("%v", err)
	}
	for _, f := range []struct{ key, value string }{{"country", o.Country}, {"continent", o.Continent}, {"name", o.Name}, {"street", o.Street},
		{"town", o.Town}, {"postcode", o.Postcode}, {"phone", o.Phone}, {"email", o.Email}, {"map", o.Map}, {"emblem", o.Emblem}} {
		if strings.TrimSpace(f.value) == "" {
			return fail("%s: empty", f.key)
		}
	}
	link := strings.Join(strings.Fields(o.PhoneLink), "")
	switch {
	case o.Order < 1:
		return fail("order: %d, want 1 or more", o.Order)
	case !countryCode.MatchString(o.CountryCode):
		return fail("country-code: %q, want two capital letters (CA, AU, GB)", o.CountryCode)
	case !e164.MatchString(link):
		return fail("phone-international: %q, want + and the country code before the number (+1 253 863 8967)", o.PhoneLink)
	case !meta.IsDefined("latitude") || o.Latitude < -90 || o.Latitude > 90:
		return fail("latitude: want degrees north, from -90 to 90")
	case !meta.IsDefined("longitude") || o.Longitude < -180 || o.Longitude > 180:
		return fail("longitude: want degrees east, from -180 to 180")
	case o.MapWindow != nil && (len(o.MapWindow) != 4 || !(o.MapWindow[0] < o.Longitude && o.Longitude < o.MapWindow[2] &&
		o.MapWindow[1] < o.Latitude && o.Latitude < o.MapWindow[3])):
		return fail("map-window: %v, want [west, south, east, north] in degrees around the office's latitude and longitude", o.MapWindow)
	}
	if a, err := mail.ParseAddress(o.Email); err != nil || a.Address != o.Email || !strings.Contains(o.Email, ".") {
		return fail("email: %q is no e-mail address", o.Email)
	}
	slug := path.Base(dir)
	inText := cmp.Or(strings.TrimSpace(o.InText), strings.TrimSpace(o.Country))
	out := data.Office{Slug: slug, Country: strings.TrimSpace(o.Country), CountryInText: inText,
		Continent: strings.TrimSpace(o.Continent), Name: strings.TrimSpace(o.Name),
		Street: strings.TrimSpace(o.Street), Locality: strings.TrimSpace(o.Town), Region: strings.TrimSpace(o.Region),
		PostalCode: strings.TrimSpace(o.Postcode), CountryCode: o.CountryCode, Phone: strings.TrimSpace(o.Phone),
		PhoneE164: link, Email: o.Email, Lat: o.Latitude, Lng: o.Longitude}
	for _, d := range []struct {
		key, file string
		to        *data.Drawing
	}{{"map", o.Map, &out.Map}, {"emblem", o.Emblem, &out.Emblem}} {
		if path.Ext(d.file) != ".svg" || path.Base(d.file) != d.file {
			return fail("%s: %q, want an .svg in the folder", d.key, d.file)
		}
		svg, err := fs.ReadFile(fsys, path.Join(dir, d.file))
		if err != nil {
			return fail("%s: %v", d.key, err)
		}
		w, h, err := svgSize(svg)
		if err != nil {
			return fail("%s: %s: %v", d.key, d.file, err)
		}
		*d.to = data.Drawing{Path: "img/offices/" + slug + "/" + d.file, Width: w, Height: h}
	}
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return fail("%v", err)
	}
	for _, e := range entries {
		if e.Name() != OfficeFile && e.Name() != o.Map && e.Name() != o.Emblem {
			return fail("%s is in the folder but is neither its map nor its emblem", e.Name())
		}
	}
	return out, o.Order, nil
}

// svgSize is an SVG's size from its root's width and height, or its viewBox.
func svgSize(svg []byte) (int, int, error) {
	var root struct {
		XMLName xml.Name
		Width   string `xml:"width,attr"`
		Height  string `xml:"height,attr"`
		ViewBox string `xml:"viewBox,attr"`
	}
	if err := xml.Unmarshal(svg, &root); err != nil || root.XMLName.Local != "svg" {
		return 0, 0, fmt.Errorf("not an SVG drawing: %v", err)
	}
	w, errW := strconv.ParseFloat(root.Width, 64)
	h, errH := strconv.ParseFloat(root.Height, 64)
	if errW != nil || errH != nil {
		box := strings.Fields(strings.ReplaceAll(root.ViewBox, ",", " "))
		if len(box) != 4 {
			return 0, 0, errors.New("no width and height, nor a viewBox")
		}
		w, errW = strconv.ParseFloat(box[2], 64)
		h, errH = strconv.ParseFloat(box[3], 64)
	}
	if errW != nil || errH != nil || w < 1 || h < 1 {
		return 0, 0, errors.New("no size")
	}
	return int(w + 0.5), int(h + 0.5), nil
}

// readOffices reads every folder of content/offices, central office first.
func readOffices(fsys fs.FS) ([]data.Office, error) {
	dirs, err := fs.ReadDir(fsys, "content/offices")
	if err != nil {
		return nil, err
	}
	type read struct {
		o     data.Office
		order int
	}
	var all []read
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		dir := path.Join("content/offices", d.Name())
		o, order, err := readOffice(fsys, dir)
		if err != nil {
			return nil, err
		}
		if i := slices.IndexFunc(all, func(r read) bool { return r.order == order }); i >= 0 {
			return nil, fmt.Errorf("%s/%s: order: %d, as %s's", dir, OfficeFile, order, all[i].o.Slug)
		}
		all = append(all, read{o, order})
	}
	if len(all) == 0 {
		return nil, errors.New("content/offices: no office")
	}
	slices.SortFunc(all, func(a, b read) int { return cmp.Compare(a.order, b.order) })
	offices := make([]data.Office, len(all))
	for i, r := range all {
		offices[i] = r.o
	}
	return offices, nil
}

// copyDrawings puts the offices' drawings where the bundle lists them, below static/, and removes
// the drawings of offices that are gone.
func copyDrawings(root string, offices []data.Office) error {
	dir := filepath.Join(root, "static", "img", "offices")
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	for _, o := range offices {
		for _, d := range []data.Drawing{o.Map, o.Emblem} {
			svg, err := os.ReadFile(filepath.Join(root, "content", "offices", o.Slug, path.Base(d.Path)))
			if err != nil {
				return err
			}
			to := filepath.Join(root, "static", filepath.FromSlash(d.Path))
			if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
				return err
			}
			if err := os.WriteFile(to, svg, 0o644); err != nil {
				return err
			}
		}
	}
	return nil
}
