package bundle

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"designo/data"
)

// The client list on the home page prints every wordmark in the brand's dark grey, in one cell: a
// wordmark is drawn in WordmarkInk on a canvas of WordmarkWidth x WordmarkHeight (its width and
// height, or its viewBox), its type outlined to paths (go run ./cmd/wordmark makes one from a font).
const (
	WordmarkInk    = "#333136"
	WordmarkWidth  = 200
	WordmarkHeight = 72
)

// maxWordmark is the most bytes a wordmark may weigh: outlined type and a mark take two or three
// kilobytes; more is an unoptimised export (embedded pictures, fonts, editor metadata).
const maxWordmark = 8 << 10

// notInWordmark are the elements a wordmark may not use: type set at view time needs its webfont,
// and a picture, a script or a stylesheet inside it is no one-colour drawing.
var notInWordmark = []string{"text", "tspan", "textPath", "font", "font-face", "image", "script", "style", "foreignObject"}

// paintAttrs are the attributes that give a drawing its colours.
var paintAttrs = []string{"fill", "stroke", "color", "stop-color", "flood-color"}

// readWordmark reads and checks a project's wordmark (the file its text names, in its folder) and
// says where the site serves it, below static/.
func readWordmark(fsys fs.FS, dir, file string) (data.Drawing, error) {
	if strings.TrimSpace(file) == "" {
		return data.Drawing{}, errors.New("empty (name the client's wordmark, an .svg in the folder)")
	}
	if path.Ext(file) != ".svg" || path.Base(file) != file {
		return data.Drawing{}, fmt.Errorf("%q, want an .svg in the folder", file)
	}
	svg, err := fs.ReadFile(fsys, path.Join(dir, file))
	if err != nil {
		return data.Drawing{}, err
	}
	w, h, err := checkWordmark(svg)
	if err != nil {
		return data.Drawing{}, fmt.Errorf("%s: %v", file, err)
	}
	return data.Drawing{Path: "img/work/" + path.Base(dir) + "/" + file, Width: w, Height: h}, nil
}

// CheckWordmark checks a wordmark as make generate does (cmd/wordmark checks what it draws).
func CheckWordmark(svg []byte) error {
	_, _, err := checkWordmark(svg)
	return err
}

// checkWordmark checks that an SVG is a wordmark the site can show as an image: small, with a size,
// its type outlined to paths, nothing fetched from elsewhere, and printed in one ink (what a mask
// uses to cut shapes out is no ink). It returns the drawing's size.
func checkWordmark(svg []byte) (int, int, error) {
	if len(svg) > maxWordmark {
		return 0, 0, fmt.Errorf("%d bytes, want at most %d (optimise the export)", len(svg), maxWordmark)
	}
	w, h, err := svgSize(svg)
	if err != nil {
		return 0, 0, err
	}
	inks := map[string]bool{}
	masks := 0 // how deep inside <mask> the reader is
	dec := xml.NewDecoder(bytes.NewReader(svg))
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return 0, 0, fmt.Errorf("not an SVG drawing: %v", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if slices.Contains(notInWordmark, t.Name.Local) {
				return 0, 0, fmt.Errorf("<%s>: outline the type to paths and draw every shape in the file", t.Name.Local)
			}
			if t.Name.Local == "mask" {
				masks++
			}
			for _, a := range t.Attr {
				v := strings.TrimSpace(a.Value)
				switch {
				case a.Name.Local == "href" && !strings.HasPrefix(v, "#"):
					return 0, 0, fmt.Errorf("<%s> %s=%q: a wordmark refers to nothing outside itself", t.Name.Local, a.Name.Local, v)
				case a.Name.Local == "style" || strings.HasPrefix(a.Name.Local, "font"):
					return 0, 0, fmt.Errorf("<%s> %s: set colours as attributes, and type as paths", t.Name.Local, a.Name.Local)
				case masks == 0 && slices.Contains(paintAttrs, a.Name.Local) && isInk(v):
					inks[strings.ToLower(v)] = true
				}
			}
		case xml.EndElement:
			if t.Name.Local == "mask" {
				masks--
			}
		}
	}
	if len(inks) != 1 {
		found := make([]string, 0, len(inks))
		for ink := range inks {
			found = append(found, ink)
		}
		slices.Sort(found)
		return 0, 0, fmt.Errorf("inks %v, want one: the client list prints every wordmark in one colour", found)
	}
	for ink := range inks {
		if ink != WordmarkInk {
			return 0, 0, fmt.Errorf("ink %s, want %s, the brand's dark grey the client list prints in", ink, WordmarkInk)
		}
	}
	if w != WordmarkWidth || h != WordmarkHeight {
		return 0, 0, fmt.Errorf("%d x %d, want %d x %d, the client list's cell", w, h, WordmarkWidth, WordmarkHeight)
	}
	return w, h, nil
}

// isInk reports whether a paint is a colour of its own: not none, the inherited colour or a
// reference to a mask's or gradient's definition.
func isInk(paint string) bool {
	switch strings.ToLower(paint) {
	case "", "none", "transparent", "currentcolor", "inherit":
		return false
	}
	return !strings.HasPrefix(paint, "url(")
}

// copyWordmarks puts the projects' wordmarks where the bundle lists them, below static/.
func copyWordmarks(root string, pictures map[string]data.ProjectPictures) error {
	for slug, p := range pictures {
		svg, err := os.ReadFile(filepath.Join(root, "content", "work", slug, path.Base(p.Wordmark.Path)))
		if err != nil {
			return err
		}
		to := filepath.Join(root, "static", filepath.FromSlash(p.Wordmark.Path))
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(to, svg, 0o644); err != nil {
			return err
		}
	}
	return nil
}
