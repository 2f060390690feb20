package compress

import (
	"bytes"
	"compress/gzip"
	"io"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

// Every form decodes to the bytes it was made from, and each is much smaller than a repetitive page.
func TestFormsDecodeToTheirBytes(t *testing.T) {
	page := []byte(strings.Repeat("<p>Designo makes websites, apps and brands.</p>\n", 200))
	decode := map[string]func(io.Reader) (io.Reader, error){
		"gzip": func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) },
		"br":   func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil },
	}
	for encoding, open := range decode {
		best, quick := Best(encoding, page), Quick(encoding, page)
		for name, form := range map[string][]byte{"best": best, "quick": quick} {
			r, err := open(bytes.NewReader(form))
			if err != nil {
				t.Fatalf("%s %s: %v", encoding, name, err)
			}
			if got, err := io.ReadAll(r); err != nil || !bytes.Equal(got, page) {
				t.Errorf("%s %s: does not decode to the page (%v)", encoding, name, err)
			}
		}
		if len(best) >= len(page)/4 || len(quick) >= len(page)/4 {
			t.Errorf("%s: best %d bytes, quick %d, page %d", encoding, len(best), len(quick), len(page))
		}
	}
}
