package server

import (
	"io/fs"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"
)

// The font files hold only the characters that the stylesheet's @font-face rules name in their
// unicode-range (scripts/fonts.mjs cuts them to it), so every character of every page's text must be
// inside that range; one outside it would be drawn in a fallback font in the middle of a word.
func TestPagesUseOnlyTheFontsCharacters(t *testing.T) {
	css, err := fs.ReadFile(styles, "base.css")
	if err != nil {
		t.Fatal(err)
	}
	faces := regexp.MustCompile(`@font-face\s*{[^}]*}`).FindAllString(string(css), -1)
	if len(faces) == 0 {
		t.Fatal("base.css declares no @font-face")
	}
	s := newTestServer(t)
	for _, face := range faces {
		file := regexp.MustCompile(`[\w-]+\.woff2`).FindString(face)
		if file == "" {
			continue // a local fallback face: the whole system font
		}
		ranges := parseUnicodeRange(t, regexp.MustCompile(`unicode-range:\s*([^;]+);`).FindStringSubmatch(face))
		for key := range s.content.Load().pages {
			doc := document(t, request(t, s, "GET", key))
			doc.Find("script, style").Remove()
			missing := map[rune]bool{}
			for _, r := range doc.Find("body").Text() {
				if !unicode.IsSpace(r) && !unicode.Is(ranges, r) {
					missing[r] = true
				}
			}
			for r := range missing {
				t.Errorf("%s uses %q (%U), which %s lacks: add it to the unicode-range in styles/base.css and run node scripts/fonts.mjs", key, r, r, file)
			}
		}
	}
}

// parseUnicodeRange reads a CSS unicode-range ("U+0020-007E, U+00B7") into a range table.
func parseUnicodeRange(t *testing.T, match []string) *unicode.RangeTable {
	t.Helper()
	if match == nil {
		t.Fatal("an @font-face in base.css has no unicode-range")
	}
	table := &unicode.RangeTable{}
	for _, part := range strings.Split(match[1], ",") {
		from, to, _ := strings.Cut(strings.TrimPrefix(strings.TrimSpace(part), "U+"), "-")
		if to == "" {
			to = from
		}
		lo, err1 := strconv.ParseUint(from, 16, 32)
		hi, err2 := strconv.ParseUint(to, 16, 32)
		if err1 != nil || err2 != nil {
			t.Fatalf("unicode-range part %q is not U+hex or U+hex-hex", part)
		}
		table.R32 = append(table.R32, unicode.Range32{Lo: uint32(lo), Hi: uint32(hi), Stride: 1})
	}
	return table
}
