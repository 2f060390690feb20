package bundle

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"designo/data"
)

// validText is a project's text file that readProject accepts; each case below breaks one field.
const validText = `title = "Tim Brown"
category = "graphic design"
order = 1
description = "A book cover."
sector = "Author"
colour = "#a5261c"
year = 2024
services = ["Book cover"]
brief = ["b"]
challenge = ["c"]
work = ["w"]
rejected = "r"

[quote]
text = "q"
name = "Ann Example"
role = "The author"

[[results]]
figure = "2"
label = "prints"

[[pictures]]
file = "opening.png"
role = "opening"
phone = [0, 0, 2, 3]
alt = "The book flat on oxblood red."

[[pictures]]
file = "quote.png"
role = "portrait"
alt = "Ann Example, drawn in ink."

[[pictures]]
file = "page.png"
role = "frame"
kind = "browser"
alt = "The photographer's site, from its first screen to its footer."
`

// tallPNG is a long web page, 800 px wide and 1200 tall: its screens are 500 px tall.
func tallPNG(t *testing.T) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 800, 1200))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// excerpts are the last picture's screens, starting at these tops.
func excerpts(tops ...int) string {
	var b strings.Builder
	for _, top := range tops {
		fmt.Fprintf(&b, "[[pictures.excerpts]]\ntop = %d\nalt = \"A screen.\"\n", top)
	}
	return b.String()
}

func tinyPNG(t *testing.T) []byte { return grayPNG(t, 4, 3) }

// grayPNG is a flat grey picture of the given size.
func grayPNG(t *testing.T, w, h int) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, w, h))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// detailPNG is a detail crop: a part on its ground, framed evenly, or running into the left edge.
func detailPNG(t *testing.T, even bool) []byte {
	t.Helper()
	img := image.NewGray(image.Rect(0, 0, 100, 80))
	for y := range 80 {
		for x := range 100 {
			img.Pix[y*img.Stride+x] = 0xf0
			if y >= 10 && y < 70 && x >= 10 && x < 90 || !even && x >= 95 {
				img.Pix[y*img.Stride+x] = 0x30
			}
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestReadProjectNamesTheFileAndTheField: every mistake a person can make in a project's folder is
// refused with the file's name and the field's.
func TestReadProjectNamesTheFileAndTheField(t *testing.T) {
	pic := tinyPNG(t)
	const file = "content/work/tim-brown/project.toml"
	tests := []struct{ name, from, to, extra, want string }{
		{"accepted", "", "", "", ""},
		{"a title of another folder", `title = "Tim Brown"`, `title = "Tom Brown"`, "", `title: "Tom Brown" belongs in the folder "tom-brown"`},
		{"no description", `description = "A book cover."`, `description = ""`, "", "description: empty"},
		{"no order", "order = 1", "order = 0", "", "order: 0"},
		{"no sector", `sector = "Author"`, `sector = " "`, "", `missing "sector"`},
		{"an unknown field", `year = 2024`, "year = 2024\ntint = \"red\"", "", `unknown field "tint"`},
		{"no colour", `colour = "#a5261c"`, "", "", `"colour" "", want the client's colour as #rrggbb`},
		{"a colour by name", `colour = "#a5261c"`, `colour = "red"`, "", `"colour" "red", want the client's colour as #rrggbb`},
		{"a colour of three digits", `colour = "#a5261c"`, `colour = "#a52"`, "", `"colour" "#a52"`},
		{"not TOML", `year = 2024`, `year = = 2024`, "", "line 7"},
		{"no alt", `alt = "The book flat on oxblood red."`, `alt = ""`, "", "pictures[1] (opening.png): alt: empty"},
		{"an unknown role", `role = "opening"`, `role = "hero"`, "", `pictures[1] (opening.png): role: "hero"`},
		{"a missing file", `file = "opening.png"`, `file = "openin.png"`, "", "pictures[1] (openin.png): file:"},
		{"a picture not described", "", "", "extra.jpg", "extra.jpg is in the folder but not described here"},
		{"no opening", "role = \"opening\"\nphone = [0, 0, 2, 3]", "role = \"frame\"\nkind = \"print\"", "", "pictures: no opening"},
		{"an opening without its phone crop", "phone = [0, 0, 2, 3]\n", "", "", "pictures[1] (opening.png): phone: empty"},
		{"an opening's phone crop beyond it", "phone = [0, 0, 2, 3]", "phone = [0, 0, 3201, 3]", "", "pictures[1] (opening.png): phone: [0 0 3201 3] reaches beyond"},
		{"an opening too narrow", "", "", "narrow opening", "pictures[1] (opening.png): file: 1600 px wide, want at least 3200"},
		{"a role it does not know", "", "", "\n[[pictures]]\nfile = \"frame.png\"\nrole = \"scene\"\ncaption = \"On the shelf.\"\nalt = \"a\"\n", `pictures[4] (frame.png): role: "scene", want one of opening, portrait,`},
		{"a phone crop of a cover", "", "", "\n[[pictures]]\nfile = \"frame.png\"\nrole = \"cover\"\nphone = [0, 0, 2, 2]\nalt = \"a\"\n", "pictures[4] (frame.png): phone: only the opening"},
		{"a frame without its kind", "", "", "frame", `pictures[4] (frame.png): kind: ""`},
		{"no frame", "role = \"frame\"\nkind = \"browser\"", `role = "cover"`, "", "pictures: no frame, want 1 to 5"},
		{"six frames", "", "", "frames", "pictures[8] (frame-6.png): role: more than 5 frame"},
		{"one detail", "", "", "\n[[pictures]]\nfile = \"frame.png\"\nrole = \"detail\"\ncaption = \"c\"\nalt = \"a\"\n", `"details" needs a caption for each of the 2 detail crops, or none`},
		{"a process without its words", `rejected = "r"`, "", "\n[[pictures]]\nfile = \"frame.png\"\nrole = \"specimen\"\ncaption = \"Aa\"\nalt = \"a\"\n", ""},
		{"a process with nothing to show", `rejected = "r"`, "", "", `sections: "process" has nothing to show`},
		{"a process of one plate", "", "", "\n[[pictures]]\nfile = \"frame.png\"\nrole = \"rejected\"\ncaption = \"Too cold.\"\nalt = \"a\"\n", ""},
		{"screens", "", "", excerpts(0, 600), ""},
		{"a screen below the page", "", "", excerpts(0, 701), "excerpts[2]: top: 701, the screen ends at 1201, below the page's 1200 px"},
		{"screens out of order", "", "", excerpts(600, 0), "excerpts[2]: top: 0"},
		{"four screens", "", "", excerpts(0, 100, 200, 300), "excerpts: 4, want at most 3"},
		{"screens of a print", `kind = "browser"`, `kind = "print"`, excerpts(0), "only a browser frame's long page"},
		{"a quote without its name", `name = "Ann Example"`, `name = " "`, "", `"quote" needs a "text", a "name" and a "role"`},
		{"a quote without its role", `role = "The author"`, ``, "", `"quote" needs a "text", a "name" and a "role"`},
		{"a quote without a face", `role = "portrait"`, "role = \"frame\"\nkind = \"print\"", "", "pictures: no portrait, want 1 to 1"},
		{"two faces", "", "", "portrait", "pictures[4] (second.png): role: more than 1 portrait"},
		{"a page's screen cropped for phones", "", "", excerpts(0) + "phone = [100, 50, 400, 400]\n", ""},
		{"a frame cropped for phones", `kind = "browser"`, "kind = \"browser\"\nphone = [0, 0, 800, 1200]", "", ""},
		{"a phone crop beyond the page", `kind = "browser"`, "kind = \"browser\"\nphone = [0, 700, 800, 501]", "",
			"pictures[3] (page.png): phone: [0 700 800 501] reaches beyond the picture's 800 x 1200 px"},
		{"a screen's phone crop above it", "", "", excerpts(0, 600) + "phone = [0, 500, 400, 300]\n",
			"pictures[3] (page.png): excerpts[2]: phone: [0 500 400 300], outside its screen (600 to 1100 px down the page)"},
		{"a screen's phone crop below it", "", "", excerpts(0) + "phone = [0, 300, 400, 300]\n",
			"pictures[3] (page.png): excerpts[1]: phone: [0 300 400 300], outside its screen (0 to 500 px down the page)"},
		{"a phone crop of three numbers", "", "", excerpts(0) + "phone = [0, 0, 400]\n",
			"pictures[3] (page.png): excerpts[1]: phone: [0 0 400], want [left, top, width, height]"},
		{"sections in its own order", `rejected = "r"`, "rejected = \"r\"\nsections = [\"work\", \"story\", \"quote\", \"process\", \"results\"]", "", ""},
		{"sections not a list", `rejected = "r"`, "rejected = \"r\"\nsections = \"story\"", "", `line 13 (last key "sections")`},
		{"an unknown section", `rejected = "r"`, "rejected = \"r\"\nsections = [\"story\", \"gallery\", \"work\"]", "", `"sections": "gallery" is no section; want some of story, process, work, results, quote`},
		{"a section twice", `rejected = "r"`, "rejected = \"r\"\nsections = [\"story\", \"work\", \"story\"]", "", `"sections": "story" is listed twice`},
		{"no work", `rejected = "r"`, "rejected = \"r\"\nsections = [\"story\", \"quote\"]", "", `"sections": no "work"`},
		{"words of a section left out", `rejected = "r"`, "rejected = \"r\"\nsections = [\"story\", \"work\", \"results\", \"quote\"]", "",
			`"rejected": its section "process" is not in "sections"`},
		{"a plate of a section left out", `rejected = "r"`, "sections = [\"story\", \"work\", \"results\", \"quote\"]",
			"\n[[pictures]]\nfile = \"frame.png\"\nrole = \"rejected\"\ncaption = \"Too cold.\"\nalt = \"a\"\n",
			`pictures[4] (frame.png): role: a rejected is shown in the section "process", which sections leaves out`},
		{"a portrait not square", "", "", "oblong portrait", "pictures[2] (quote.png): file: 400 x 500 px, want a square"},
		{"two details framed evenly", "", "", "details", ""},
		{"a detail into its edge", "", "", "detail into the edge", "pictures[5] (detail-2.png): file: margins: left 10 px, right 0 px"},
		{"an app's screen told", `kind = "browser"`, "kind = \"phone\"\ncaption = \"The home screen.\"", "", ""},
		{"an app's screens told but one", `kind = "browser"`, "kind = \"phone\"\ncaption = \"The home screen.\"",
			"\n[[pictures]]\nfile = \"frame.png\"\nrole = \"frame\"\nkind = \"phone\"\nalt = \"a\"\n",
			"pictures: 1 of the app's 2 screens have a caption: give each its caption, or none"},
		{"a website's phone view told", "", "", "\n[[pictures]]\nfile = \"frame.png\"\nrole = \"frame\"\nkind = \"phone\"\ncaption = \"c\"\nalt = \"a\"\n",
			"pictures: a phone frame beside a website's page has no caption"},
		{"a caption on a website's page", `kind = "browser"`, "kind = \"browser\"\ncaption = \"c\"", "",
			"pictures[3] (page.png): caption: only an app's screen"},
		{"a caption on a portrait", `role = "portrait"`, "role = \"portrait\"\ncaption = \"c\"", "", "pictures[2] (quote.png): caption: only"},
		{"an opening cut for phones from its phone frame", "phone = [0, 0, 2, 3]", "phone-file = \"frame.png\"\nphone = [0, 0, 4, 3]",
			"\n[[pictures]]\nfile = \"frame.png\"\nrole = \"frame\"\nkind = \"phone\"\nalt = \"a\"\n", ""},
		{"a phone crop beyond its phone frame", "phone = [0, 0, 2, 3]", "phone-file = \"frame.png\"\nphone = [0, 0, 5, 3]",
			"\n[[pictures]]\nfile = \"frame.png\"\nrole = \"frame\"\nkind = \"phone\"\nalt = \"a\"\n",
			"pictures[1] (opening.png): phone: [0 0 5 3] reaches beyond the picture's 4 x 3 px"},
		{"a phone crop from a browser frame", "phone = [0, 0, 2, 3]", "phone-file = \"page.png\"\nphone = [0, 0, 2, 3]", "",
			`pictures[1] (opening.png): phone-file: "page.png", want the opening's, naming a frame of kind phone`},
		{"a kind on a portrait", `role = "portrait"`, "role = \"portrait\"\nkind = \"face\"", "", `pictures[2] (quote.png): kind: "face", but only a frame`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := strings.Replace(validText, tt.from, tt.to, 1)
			fsys := fstest.MapFS{"content/work/tim-brown/opening.png": {Data: grayPNG(t, 3200, 3)},
				"content/work/tim-brown/page.png":  {Data: tallPNG(t)},
				"content/work/tim-brown/quote.png": {Data: grayPNG(t, 4, 4)}}
			switch {
			case strings.HasPrefix(tt.extra, "[[pictures.excerpts]]"):
				text += tt.extra
			case strings.HasPrefix(tt.extra, "\n[[pictures]]"):
				text += tt.extra
				fsys["content/work/tim-brown/frame.png"] = &fstest.MapFile{Data: pic}
			case tt.extra == "frames":
				for i := range 5 {
					name := fmt.Sprintf("frame-%d.png", i+2)
					text += "\n[[pictures]]\nfile = \"" + name + "\"\nrole = \"frame\"\nkind = \"print\"\nalt = \"A card.\"\n"
					fsys["content/work/tim-brown/"+name] = &fstest.MapFile{Data: pic}
				}
			}
			switch tt.extra {
			case "narrow opening":
				fsys["content/work/tim-brown/opening.png"] = &fstest.MapFile{Data: grayPNG(t, 1600, 3)}
			case "extra.jpg":
				fsys["content/work/tim-brown/extra.jpg"] = &fstest.MapFile{Data: pic}
			case "frame":
				text += "\n[[pictures]]\nfile = \"frame.png\"\nrole = \"frame\"\nalt = \"The back cover.\"\n"
				fsys["content/work/tim-brown/frame.png"] = &fstest.MapFile{Data: pic}
			case "portrait":
				text += "\n[[pictures]]\nfile = \"second.png\"\nrole = \"portrait\"\nalt = \"Ann again.\"\n"
				fsys["content/work/tim-brown/second.png"] = &fstest.MapFile{Data: pic}
			case "oblong portrait":
				fsys["content/work/tim-brown/quote.png"] = &fstest.MapFile{Data: grayPNG(t, 400, 500)}
			case "details", "detail into the edge":
				text += "\n[[pictures]]\nfile = \"detail-1.png\"\nrole = \"detail\"\ncaption = \"c\"\nalt = \"a\"\n" +
					"\n[[pictures]]\nfile = \"detail-2.png\"\nrole = \"detail\"\ncaption = \"c\"\nalt = \"a\"\n"
				fsys["content/work/tim-brown/detail-1.png"] = &fstest.MapFile{Data: detailPNG(t, true)}
				fsys["content/work/tim-brown/detail-2.png"] = &fstest.MapFile{Data: detailPNG(t, tt.extra == "details")}
			}
			fsys[file] = &fstest.MapFile{Data: []byte(text)}
			p, sizes, err := readProject(fsys, "content/work/tim-brown")
			if tt.want == "" {
				if err != nil || p.Title != "Tim Brown" || len(sizes) < 3 || sizes[0].Width != 3200 {
					t.Fatalf("err = %v, project %q, sizes %v", err, p.Title, sizes)
				}
				return
			}
			if err == nil || !strings.HasPrefix(err.Error(), file+": ") || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want %s: …%s…", err, file, tt.want)
			}
		})
	}
}

// TestVariantsEarnTheirPlace: AVIF at the ladder's widths up to the picture's own, the JPEG fallback
// at one width, no wider than 800 px.
func TestVariantsEarnTheirPlace(t *testing.T) {
	fallbackWidth := func(widths []int) int { return data.Picture{Widths: widths}.FallbackWidth() }
	tests := []struct {
		width    int
		widths   []int
		fallback int
	}{
		{1600, []int{400, 680, 800, 1200, 1600}, 800},
		{3000, []int{400, 680, 800, 1200, 1600}, 800},
		{780, []int{400, 680, 780}, 780},
		{704, []int{400, 704}, 704}, // not 680 as well: within a tenth of 704
		{300, []int{300}, 300},
	}
	for _, tt := range tests {
		got := widthsFor(tt.width)
		if !slices.Equal(got, tt.widths) || fallbackWidth(got) != tt.fallback {
			t.Errorf("widthsFor(%d) = %v, fallback %d; want %v, %d", tt.width, got, fallbackWidth(got), tt.widths, tt.fallback)
		}
	}
	// An opening spans the screen: up to 3200, for a 2x screen at 1440.
	openings := []struct {
		width  int
		widths []int
	}{
		{3200, []int{400, 680, 800, 1200, 1600, 2400, 3200}},
		{4000, []int{400, 680, 800, 1200, 1600, 2400, 3200}},
		{2000, []int{400, 680, 800, 1200, 1600, 2000}},
	}
	for _, tt := range openings {
		if got := rungs(openingLadder, tt.width); !slices.Equal(got, tt.widths) || fallbackWidth(got) != 800 {
			t.Errorf("an opening of %d: %v, fallback %d; want %v, 800", tt.width, got, fallbackWidth(got), tt.widths)
		}
	}
}

// TestALongPageIsEncodedAsItsScreens: a browser frame told in its screens is encoded as those
// screens only (the page shows nothing else of it); a frame shown whole keeps its variants.
func TestALongPageIsEncodedAsItsScreens(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "content/work/tim-brown")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{"opening.png": grayPNG(t, 3200, 3), "quote.png": grayPNG(t, 4, 4), "page.png": tallPNG(t)}
	for name, raw := range files {
		if err := os.WriteFile(filepath.Join(dir, name), raw, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, tt := range []struct {
		name, extra string
		whole       bool
	}{
		{"shown whole", "", true},
		{"told in two screens", excerpts(0, 600), false},
		{"told in screens, the first cropped for phones", excerpts(0) + "phone = [100, 50, 400, 400]\n", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if err := os.WriteFile(filepath.Join(dir, ProjectFile), []byte(validText+tt.extra), 0o644); err != nil {
				t.Fatal(err)
			}
			p, sizes, err := readProject(os.DirFS(root), "content/work/tim-brown")
			if err != nil {
				t.Fatal(err)
			}
			pics, jobs, err := prepare(root, "tim-brown", p, sizes, made{})
			if err != nil {
				t.Fatal(err)
			}
			bases := map[string]bool{}
			for _, j := range jobs {
				bases[j.Base] = true
			}
			page := pics.Frames[0]
			const base = "static/img/work/tim-brown/page"
			if got := bases[base] && len(page.Formats) > 0; got != tt.whole {
				t.Errorf("the whole page encoded: %v (formats %v), want %v", got, page.Formats, tt.whole)
			}
			if !tt.whole && (len(page.Excerpts) == 0 || !bases[base+"-screen-1"]) {
				t.Errorf("screens %d, jobs %v; want the screens encoded", len(page.Excerpts), bases)
			}
			// A phone's crop is a picture of its own, cropped from the file, in AVIF alone (a <source>).
			for _, j := range jobs {
				if j.Base == base+"-screen-1-phone" && (j.JPEG != 0 || *j.Crop != [4]int{100, 50, 400, 400} ||
					!slices.Equal(j.Widths, []int{400}) || page.Excerpts[0].Phone == nil) {
					t.Errorf("phone crop job %+v, picture %+v", j, page.Excerpts[0].Phone)
				}
			}
			if cropped := strings.Contains(tt.extra, "phone"); cropped != bases[base+"-screen-1-phone"] {
				t.Errorf("a phone crop encoded: %v, want %v", !cropped, cropped)
			}
		})
	}
}

// TestPruneWorkKeepsExactlyTheContentsVariants: a picture taken out of its folder takes its
// variants with it; every file a project still shows stays.
func TestPruneWorkKeepsExactlyTheContentsVariants(t *testing.T) {
	root := t.TempDir()
	shown := []string{"opening-400.avif", "opening-400.jpg", "opening-phone-400.avif", "og.jpg"}
	for _, name := range append([]string{"rejected-400.avif", "rejected-400.jpg", "scene-400.avif", "scene-400.jpg"}, shown...) {
		file := filepath.Join(root, "static", "img", "work", "camp", name)
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(name), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	pictures := map[string]data.ProjectPictures{"camp": {
		Opening: data.Picture{Path: "/static/img/work/camp/opening", Widths: []int{400}, Formats: both,
			Phone: &data.Picture{Path: "/static/img/work/camp/opening-phone", Widths: []int{400}, Formats: []string{"avif"}}},
		OG: data.Picture{Path: "/static/img/work/camp/og.jpg"},
	}}
	if err := pruneWork(root, pictures); err != nil {
		t.Fatal(err)
	}
	left, _ := filepath.Glob(filepath.Join(root, "static", "img", "work", "camp", "*"))
	for i := range left {
		left[i] = filepath.Base(left[i])
	}
	slices.Sort(left)
	slices.Sort(shown)
	if !slices.Equal(left, shown) {
		t.Errorf("left %v, want %v", left, shown)
	}
}

// TestPruneTeamKeepsEachPortraitsVariants: a person who left, and a width the ladder no longer
// makes, leave static/img/team; each portrait's variants stay.
func TestPruneTeamKeepsEachPortraitsVariants(t *testing.T) {
	root := t.TempDir()
	files := map[string]bool{"ana/portrait-400.avif": true, "ana/portrait-704.avif": true, "ana/portrait-704.jpg": true,
		"ana/portrait-680.avif": false, "left/portrait-400.avif": false}
	for name := range files {
		file := filepath.Join(root, "static", "img", "team", name)
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(name), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	team := []data.Member{{Portrait: data.Picture{Path: "/static/img/team/ana/portrait", Widths: []int{400, 704}, Formats: both}}}
	if err := pruneTeam(root, team); err != nil {
		t.Fatal(err)
	}
	for name, kept := range files {
		_, err := os.Stat(filepath.Join(root, "static", "img", "team", name))
		if (err == nil) != kept {
			t.Errorf("%s: kept %v, want %v", name, err == nil, kept)
		}
	}
}

// TestPruneBoardsKeepsTheStudiosAndTheBoardsVariants: a studio picture replaced by one of another
// name, and a width the ladder no longer makes, leave static/img; the pictures still shown stay.
func TestPruneBoardsKeepsTheStudiosAndTheBoardsVariants(t *testing.T) {
	root := t.TempDir()
	files := map[string]bool{"studio/table-400.avif": true, "studio/table-800.jpg": true, "studio/table-1600.avif": false,
		"studio/scene-400.avif": false, "studio/work-400.avif": true, "studio/seat-400.avif": true,
		"boards/webdesign-400.avif": true, "boards/webdesign-680.avif": false}
	for name := range files {
		file := filepath.Join(root, "static", "img", name)
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, []byte(name), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	picture := func(path string) data.Picture {
		return data.Picture{Path: path, Widths: []int{400}, Formats: []string{"avif"}}
	}
	b := &data.Bundle{
		Studio: data.Picture{Path: "/static/img/studio/table", Widths: []int{400, 800}, Formats: both},
		Home:   picture("/static/img/studio/work"),
		Seat:   picture("/static/img/studio/seat"),
		Boards: map[string]data.Picture{"webdesign": picture("/static/img/boards/webdesign")},
	}
	if err := pruneBoards(root, b); err != nil {
		t.Fatal(err)
	}
	for name, kept := range files {
		_, err := os.Stat(filepath.Join(root, "static", "img", name))
		if (err == nil) != kept {
			t.Errorf("%s: kept %v, want %v", name, err == nil, kept)
		}
	}
}
