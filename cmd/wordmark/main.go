// Command wordmark draws a client's wordmark for the home page's client list: the client's name set in
// a font (TrueType or OpenType, .ttf or .otf), its type outlined into SVG paths, in the one ink and the
// cell the bundle wants (bundle.WordmarkInk, bundle.WordmarkWidth x bundle.WordmarkHeight), the name
// centred in the cell with room around it. It checks what it drew as make generate will.
//
//	go run ./cmd/wordmark -font F.ttf "Client" > content/work/<slug>/wordmark.svg
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"strings"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"designo/bundle"
)

// scale is how many path units make a pixel of the cell: paths in whole units of a tenth of a pixel
// weigh less than decimals.
const scale = 10

// The name fits in the middle of the cell: at most this wide and this tall, in pixels.
const (
	maxWidth  = 168
	maxHeight = 30
)

func main() {
	fontFile := flag.String("font", "", "the font file, TrueType or OpenType (.ttf, .otf)")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: wordmark -font F.ttf \"Client\" > wordmark.svg\n\n"+
			"Draws the client's name in the font as a %d x %d SVG in one ink (%s), its type outlined.\n\n",
			bundle.WordmarkWidth, bundle.WordmarkHeight, bundle.WordmarkInk)
		flag.PrintDefaults()
	}
	flag.Parse()
	if *fontFile == "" || flag.NArg() != 1 || strings.TrimSpace(flag.Arg(0)) == "" {
		flag.Usage()
		os.Exit(2)
	}
	raw, err := os.ReadFile(*fontFile)
	if err == nil {
		err = write(os.Stdout, raw, strings.TrimSpace(flag.Arg(0)))
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "wordmark: %v\n", err)
		os.Exit(1)
	}
}

// write draws name in the font and writes the SVG, once it passes the bundle's check.
func write(w io.Writer, fontData []byte, name string) error {
	svg, err := draw(fontData, name)
	if err != nil {
		return err
	}
	if err := bundle.CheckWordmark(svg); err != nil {
		return fmt.Errorf("the drawing fails make generate's check: %v", err)
	}
	_, err = w.Write(svg)
	return err
}

// point is a position in font units, y down.
type point struct{ x, y float64 }

// segment is one step of an outline: a move, a line, or a quadratic or cubic curve to the last point.
type segment struct {
	op  sfnt.SegmentOp
	pts []point
}

// draw sets name in the font at its own units, then scales and centres it into the cell.
func draw(fontData []byte, name string) ([]byte, error) {
	f, err := sfnt.Parse(fontData)
	if err != nil {
		return nil, fmt.Errorf("not a TrueType or OpenType font: %v", err)
	}
	var b sfnt.Buffer
	ppem := fixed.I(int(f.UnitsPerEm()))
	var segs []segment
	var pen fixed.Int26_6
	prev := sfnt.GlyphIndex(0)
	for i, r := range name {
		g, err := f.GlyphIndex(&b, r)
		if err != nil {
			return nil, err
		}
		if g == 0 {
			return nil, fmt.Errorf("the font has no glyph for %q", r)
		}
		if i > 0 {
			if k, err := f.Kern(&b, prev, g, ppem, font.HintingNone); err == nil {
				pen += k
			} else if !errors.Is(err, sfnt.ErrNotFound) {
				return nil, err
			}
		}
		outline, err := f.LoadGlyph(&b, g, ppem, nil)
		if err != nil {
			return nil, fmt.Errorf("glyph for %q: %v", r, err)
		}
		for _, s := range outline {
			seg := segment{op: s.Op}
			n := map[sfnt.SegmentOp]int{sfnt.SegmentOpMoveTo: 1, sfnt.SegmentOpLineTo: 1, sfnt.SegmentOpQuadTo: 2, sfnt.SegmentOpCubeTo: 3}[s.Op]
			for _, a := range s.Args[:n] {
				seg.pts = append(seg.pts, point{float64(a.X+pen) / 64, float64(a.Y) / 64})
			}
			segs = append(segs, seg)
		}
		adv, err := f.GlyphAdvance(&b, g, ppem, font.HintingNone)
		if err != nil {
			return nil, err
		}
		pen += adv
		prev = g
	}
	min, max := point{math.Inf(1), math.Inf(1)}, point{math.Inf(-1), math.Inf(-1)}
	for _, s := range segs {
		for _, p := range s.pts {
			min = point{math.Min(min.x, p.x), math.Min(min.y, p.y)}
			max = point{math.Max(max.x, p.x), math.Max(max.y, p.y)}
		}
	}
	if len(segs) == 0 || max.x <= min.x || max.y <= min.y {
		return nil, fmt.Errorf("%q draws nothing in this font", name)
	}
	k := math.Min(maxWidth/(max.x-min.x), maxHeight/(max.y-min.y)) * scale
	W, H := float64(bundle.WordmarkWidth*scale), float64(bundle.WordmarkHeight*scale)
	dx := (W-(max.x-min.x)*k)/2 - min.x*k
	dy := (H-(max.y-min.y)*k)/2 - min.y*k
	var d strings.Builder
	for _, s := range segs {
		if s.op == sfnt.SegmentOpMoveTo && d.Len() > 0 {
			d.WriteByte('Z') // each contour closes before the next begins
		}
		d.WriteByte("MLQC"[s.op])
		for i, p := range s.pts {
			if i > 0 {
				d.WriteByte(' ')
			}
			fmt.Fprintf(&d, "%d %d", int(math.Round(p.x*k+dx)), int(math.Round(p.y*k+dy)))
		}
	}
	svg := fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d"><path fill="%s" d="%sZ"/></svg>`+"\n",
		bundle.WordmarkWidth, bundle.WordmarkHeight, int(W), int(H), bundle.WordmarkInk, d.String())
	return []byte(svg), nil
}
