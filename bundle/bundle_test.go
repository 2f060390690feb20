package bundle_test

import (
	"encoding/json"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"designo/bundle"
	"designo/data"
	"designo/server"
)

// newProject is what a person writes to add a project: a text file, beside two plain pictures.
const newProject = `title = "Northwind"
category = "graphic design"
order = 4
description = "A wayfinding system for a harbour museum, from the car park to the last gallery."
sector = "Maritime museum in Halifax"
colour = "#1f4e8c"
year = 2025
services = ["Wayfinding", "Signage"]
brief = ["The museum had grown one wing at a time, and every wing had its own signs."]
challenge = ["Visitors read signs on the move, in three languages, in wind and rain."]
work = ["One typeface, one arrow and one colour per deck, on signs a child can read from a pram."]
rejected = "Nautical flags as the system's icons: lovely, and legible only to sailors."

[quote]
text = "People stopped asking us where the café is."
name = "Maren Lindqvist"
role = "Director of visitor services, Northwind"

[[results]]
figure = "−60%"
label = "questions at the front desk about the way"

[[pictures]]
file = "signs-on-blue.jpg"
role = "opening"
phone = [300, 200, 800, 800]
alt = "The Northwind sign family laid flat on harbour blue."

[[pictures]]
file = "sign-sheet.png"
role = "frame"
kind = "print"
alt = "The Northwind sign family on one sheet: the arrow, the deck colours and the three languages."

[[pictures]]
file = "maren.jpg"
role = "portrait"
alt = "Maren Lindqvist in a yellow raincoat on the quay."
`

// TestAddAProjectFromAFolder adds a project as the README says (a folder of plain pictures and a text
// file, then make generate's content steps: cmd/bundle and scripts/assets.mjs) in a copy of the
// repository, and finds it on its case study, on /designs, in the home page's client list, in the
// sitemap and in design.json, with its own pictures; nothing is rendered.
func TestAddAProjectFromAFolder(t *testing.T) {
	if testing.Short() {
		t.Skip("encodes pictures with node and sharp")
	}
	repo, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	root := t.TempDir()
	for _, dir := range []string{"content", "static", "styles", "data"} {
		copyTree(t, filepath.Join(repo, dir), filepath.Join(root, dir))
	}
	copyTree(t, filepath.Join(repo, "scripts"), filepath.Join(root, "scripts"))
	if err := os.Symlink(filepath.Join(repo, "node_modules"), filepath.Join(root, "node_modules")); err != nil {
		t.Fatal(err)
	}

	folder := filepath.Join(root, "content", "work", "northwind")
	if err := os.MkdirAll(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(folder, "project.toml"), []byte(newProject))
	writePicture(t, filepath.Join(folder, "signs-on-blue.jpg"), 3200, 2400, color.RGBA{40, 80, 160, 255})
	writePicture(t, filepath.Join(folder, "sign-sheet.png"), 900, 1273, color.RGBA{230, 120, 100, 255})
	writePicture(t, filepath.Join(folder, "maren.jpg"), 400, 400, color.RGBA{240, 200, 60, 255})

	if err := bundle.Run(bundle.Options{Root: root}); err != nil { // go run ./cmd/bundle
		t.Fatal(err)
	}
	assets := exec.Command("node", "scripts/assets.mjs")
	assets.Dir = root
	if out, err := assets.CombinedOutput(); err != nil {
		t.Fatalf("node scripts/assets.mjs: %v\n%s", err, out)
	}

	raw, err := os.ReadFile(filepath.Join(root, "data", "design.json"))
	if err != nil {
		t.Fatal(err)
	}
	designs, err := data.LoadDesigns(raw)
	if err != nil {
		t.Fatal(err)
	}
	s, err := server.New(server.Options{Static: os.DirFS(filepath.Join(root, "static")), Designs: designs,
		Origin: "https://www.designo.co"})
	if err != nil {
		t.Fatal(err)
	}
	get := func(path string) (int, string) {
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		body, _ := io.ReadAll(rec.Result().Body)
		return rec.Code, string(body)
	}
	const own = "/static/img/work/northwind/"
	served := func(where, url string) {
		t.Helper()
		if code, _ := get(url); code != http.StatusOK {
			t.Errorf("%s: %s answers %d", where, url, code)
		}
	}

	code, body := get("/work/northwind")
	if code != http.StatusOK {
		t.Fatalf("/work/northwind answers %d", code)
	}
	doc, _ := goquery.NewDocumentFromReader(strings.NewReader(body))
	if h1 := doc.Find("main h1").Text(); !strings.Contains(h1, "Northwind") {
		t.Errorf("case study heading %q", h1)
	}
	opening := doc.Find(".case-opening picture")
	if !strings.HasPrefix(opening.Find("img").AttrOr("src", ""), own+"signs-on-blue-") ||
		!strings.Contains(opening.Find(`source:not([media])[type="image/avif"]`).AttrOr("srcset", ""), own+"signs-on-blue-1200.") ||
		!strings.Contains(opening.Find(`source[media][type="image/avif"]`).AttrOr("srcset", ""), own+"signs-on-blue-phone-800.") {
		t.Errorf("opening picture %q, want its own opening in AVIF and JPEG, and its phone crop", opening.Find("img").AttrOr("src", ""))
	}
	if fill := doc.Find(".case-ground rect").AttrOr("fill", ""); fill != "#1f4e8c" {
		t.Errorf("the opening's ground is %q, want the client's colour #1f4e8c", fill)
	}
	sheet := doc.Find(".case-piece img")
	if sheet.Length() != 1 || !strings.HasPrefix(sheet.AttrOr("src", ""), own+"sign-sheet-") || !strings.Contains(sheet.AttrOr("alt", ""), "sign family") {
		t.Errorf("pieces: %d, first %q, want the sign sheet with its alt text", sheet.Length(), sheet.AttrOr("src", ""))
	}
	doc.Find("main picture").Each(func(_ int, p *goquery.Selection) {
		if p.Closest(".case-next").Length() == 0 {
			served("case study", p.Find("img").AttrOr("src", ""))
			for _, c := range strings.Split(p.Find("source").AttrOr("srcset", ""), ", ") {
				served("case study", strings.Fields(c)[0])
			}
		}
	})
	if og := doc.Find(`meta[property="og:image"]`).AttrOr("content", ""); !strings.Contains(og, own+"og.") {
		t.Errorf("og:image %q, want its own preview", og)
	}

	_, body = get("/designs?category=graphic-design")
	doc, _ = goquery.NewDocumentFromReader(strings.NewReader(body))
	card := doc.Find(`main .example-card`).FilterFunction(func(_ int, c *goquery.Selection) bool {
		return c.Find(`a[href="/work/northwind"]`).Length() == 1
	})
	picture := card.Find("img").AttrOr("src", "")
	if card.Length() != 1 || !strings.HasPrefix(picture, own+"signs-on-blue-") {
		t.Fatalf("/designs: %d cards for Northwind, picture %q", card.Length(), picture)
	}
	served("/designs", picture)

	if _, body = get("/sitemap.xml"); !strings.Contains(body, "<loc>https://www.designo.co/work/northwind</loc>") {
		t.Error("the sitemap does not list /work/northwind")
	}

	_, body = get("/assets/design.json")
	var categories []data.Category
	if err := json.Unmarshal([]byte(body), &categories); err != nil {
		t.Fatal(err)
	}
	found := false
	for _, c := range categories {
		for _, e := range c.Examples {
			if e.Title == "Northwind" {
				found = c.Title == "graphic design" && strings.HasPrefix(e.Image, own)
				served("design.json", e.Image)
			}
		}
	}
	if !found {
		t.Error("design.json does not list Northwind among graphic design's examples with its own picture")
	}
}

// writePicture writes a plain picture: a gradient of c, as a JPEG or a PNG by the file's name.
func writePicture(t *testing.T, file string, w, h int, c color.RGBA) {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.RGBA{c.R, uint8(int(c.G) * y / h), uint8(int(c.B) * x / w), 255})
		}
	}
	f, err := os.Create(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if strings.HasSuffix(file, ".png") {
		err = png.Encode(f, img)
	} else {
		err = jpeg.Encode(f, img, &jpeg.Options{Quality: 90})
	}
	if err != nil {
		t.Fatal(err)
	}
}

func write(t *testing.T, file string, b []byte) {
	t.Helper()
	if err := os.WriteFile(file, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// copyTree copies the files below src to dst.
func copyTree(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}
