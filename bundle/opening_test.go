package bundle_test

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"designo/bundle"
	"designo/data"
	"designo/server"
)

// openingWidth is what a case study's opening, which spans the screen, needs for a 1440 px screen
// at 2x (2,880 device pixels), rounded up to the ladder's rung; make generate refuses a narrower opening.
const openingWidth = bundle.OpeningWidth

// TestEveryOpeningReaches3200 reads the committed bundle: every project of content/work is in it,
// and each one's case study opening offers an AVIF variant as wide as an opening must be
// (bundle.OpeningWidth), which the site serves and which is that wide inside (its 'ispe' box), so a
// 2x screen at 1440 gets full sharpness.
func TestEveryOpeningReaches3200(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("..", "static", data.BundleFile))
	if err != nil {
		t.Fatal(err)
	}
	var b data.Bundle
	if err := json.Unmarshal(raw, &b); err != nil {
		t.Fatal(err)
	}
	design, err := os.ReadFile(filepath.Join("..", "data", "design.json"))
	if err != nil {
		t.Fatal(err)
	}
	designs, err := data.LoadDesigns(design)
	if err != nil {
		t.Fatal(err)
	}
	s, err := server.New(server.Options{Static: os.DirFS(filepath.Join("..", "static")), Designs: designs,
		Origin: "https://www.designo.co"})
	if err != nil {
		t.Fatal(err)
	}
	folders, err := filepath.Glob(filepath.Join("..", "content", "work", "*", bundle.ProjectFile))
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Pictures) != len(folders) || len(folders) == 0 {
		t.Fatalf("the bundle has %d projects' pictures, want every project's of content/work (%d)", len(b.Pictures), len(folders))
	}
	for slug := range b.Pictures {
		t.Run(slug, func(t *testing.T) {
			rec := httptest.NewRecorder()
			s.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/work/"+slug, nil))
			if rec.Code != http.StatusOK {
				t.Fatalf("/work/%s answers %d", slug, rec.Code)
			}
			doc, err := goquery.NewDocumentFromReader(rec.Body)
			if err != nil {
				t.Fatal(err)
			}
			srcset := doc.Find(`.case-opening picture source:not([media])[type="image/avif"]`).AttrOr("srcset", "")
			url, largest := "", 0
			for _, c := range strings.Split(srcset, ",") {
				fields := strings.Fields(c)
				if len(fields) != 2 {
					continue
				}
				w, err := strconv.Atoi(strings.TrimSuffix(fields[1], "w"))
				if err == nil && w > largest {
					url, largest = fields[0], w
				}
			}
			if largest < openingWidth {
				t.Fatalf("the opening's largest AVIF is %dw (srcset %q), want at least %dw", largest, srcset, openingWidth)
			}
			rec = httptest.NewRecorder()
			s.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, url, nil))
			body, _ := io.ReadAll(rec.Result().Body)
			if rec.Code != http.StatusOK {
				t.Fatalf("%s answers %d", url, rec.Code)
			}
			if w, _ := avifSize(body); w < openingWidth {
				t.Errorf("%s is %d px wide inside, want at least %d", url, w, openingWidth)
			}
			// A phone's crop (a phone frame's screen on the client's colour, its margins drawn by the
			// encoder) is, at every width, of the proportions its <source> declares: the page keeps
			// its room and draws it whole.
			phone := doc.Find(`.case-opening picture source[media]`)
			width, _ := strconv.Atoi(phone.AttrOr("width", ""))
			height, _ := strconv.Atoi(phone.AttrOr("height", ""))
			for _, c := range strings.Split(phone.AttrOr("srcset", ""), ", ") {
				url := strings.Fields(c)[0]
				rec := httptest.NewRecorder()
				s.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, url, nil))
				w, h := avifSize(rec.Body.Bytes())
				if want := w * height / max(width, 1); rec.Code != http.StatusOK || h < want-1 || h > want+1 {
					t.Errorf("%s (%d) is %d x %d px inside, want %d x %d, as its <source> says (%d x %d)", url, rec.Code, w, h, w, want, width, height)
				}
			}
		})
	}
}

// avifSize is an AVIF's width and height from its image spatial extents ('ispe') box: after the
// box's type, four bytes of version and flags, then the width and height as big-endian 32-bit numbers.
func avifSize(file []byte) (width, height int) {
	at := bytes.Index(file, []byte("ispe"))
	if at < 0 || at+16 > len(file) {
		return 0, 0
	}
	return int(binary.BigEndian.Uint32(file[at+8 : at+12])), int(binary.BigEndian.Uint32(file[at+12 : at+16]))
}
