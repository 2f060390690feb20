package server

import (
	"bytes"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/PuerkitoBio/goquery"

	"designo/data"
	"designo/pages"
	"designo/static"
	"designo/views"
)

// TestMotionIsOfferedOnlyWhereMotionIsWelcome: a case study whose project has a recording shows it
// right after its work, in a band on the client's colour, as a video that loads nothing with the page (preload none, no autoplay), muted,
// looping, inline, with controls to pause it, the size of its frame, its only source offered under
// prefers-reduced-motion: no-preference; its poster is a lazy picture (AVIF and JPEG) of that size.
func TestMotionIsOfferedOnlyWhereMotionIsWelcome(t *testing.T) {
	s := newTestServer(t)
	var b data.Bundle
	if err := pages.ReadManifest(static.FS, data.BundleFile, &b); err != nil {
		t.Fatal(err)
	}
	shown := 0
	for _, p := range testProjects(t, s) {
		m := b.Pictures[p.Slug].Motion
		doc := document(t, request(t, s, "GET", p.URL()))
		moment := doc.Find(".case-work + .case-moment")
		figures := moment.Find(".case-motion")
		if m == nil {
			if doc.Find("video").Length() != 0 {
				t.Errorf("%s: a video, but its project has no recording", p.Slug)
			}
			continue
		}
		shown++
		if figures.Length() != 1 {
			t.Fatalf("%s: %d recordings right after the work, want 1", p.Slug, figures.Length())
		}
		if fill := moment.Find(".case-ground > rect").AttrOr("fill", ""); fill != p.Colour {
			t.Errorf("%s: the band's ground is %q, want the client's colour %q", p.Slug, fill, p.Colour)
		}
		video := figures.Find("video")
		for _, attr := range []string{"controls", "muted", "loop", "playsinline"} {
			if _, ok := video.Attr(attr); !ok {
				t.Errorf("%s: the video is not %s", p.Slug, attr)
			}
		}
		for attr, want := range map[string]string{"preload": "none", "width": strconv.Itoa(m.Width), "height": strconv.Itoa(m.Height)} {
			if got := video.AttrOr(attr, ""); got != want {
				t.Errorf("%s: video %s=%q, want %q", p.Slug, attr, got, want)
			}
		}
		for _, attr := range []string{"autoplay", "poster", "src"} {
			if _, ok := video.Attr(attr); ok {
				t.Errorf("%s: the video has %s, which would load with the page or skip the media query", p.Slug, attr)
			}
		}
		sources := video.Find("source")
		if sources.Length() != 1 || sources.AttrOr("media", "") != views.MotionMedia || sources.AttrOr("type", "") != "video/mp4" ||
			!strings.HasSuffix(sources.AttrOr("src", ""), ".mp4") {
			t.Errorf("%s: sources %d, media %q, type %q, src %q", p.Slug, sources.Length(), sources.AttrOr("media", ""),
				sources.AttrOr("type", ""), sources.AttrOr("src", ""))
		}
		img := figures.Find("picture img")
		if img.AttrOr("loading", "") != "lazy" || img.AttrOr("width", "") != strconv.Itoa(m.Width) || img.AttrOr("height", "") != strconv.Itoa(m.Height) ||
			strings.TrimSpace(img.AttrOr("alt", "")) == "" {
			t.Errorf("%s: poster loading=%q %sx%s alt=%q, want lazy, the video's frame, an alt", p.Slug, img.AttrOr("loading", ""),
				img.AttrOr("width", ""), img.AttrOr("height", ""), img.AttrOr("alt", ""))
		}
		if figures.Find("picture source[type='image/avif']").Length() != 1 || !strings.HasSuffix(img.AttrOr("src", ""), ".jpg") {
			t.Errorf("%s: the poster is not AVIF with a JPEG fallback", p.Slug)
		}
		if got := strings.TrimSpace(moment.Find("figcaption").Text()); got != m.Caption {
			t.Errorf("%s: caption %q, want %q", p.Slug, got, m.Caption)
		}
		// Nothing above it asks for the video: it is below the opening, in the work.
		if doc.Find("link[rel=preload][as=video], link[rel=preload][href$='.mp4']").Length() != 0 {
			t.Errorf("%s: the video is preloaded", p.Slug)
		}
		checkVideoRanges(t, s, p.Slug, sources.AttrOr("src", ""), m.Bytes)
	}
	if shown == 0 {
		t.Fatal("no project has a recording")
	}
	t.Logf("%d case studies show their work moving", shown)
}

// checkVideoRanges: the video is served whole, uncompressed, cached for a year, and in ranges (a
// seek; Safari plays nothing that is not), and an If-Range of another version gets it whole.
func checkVideoRanges(t *testing.T, s http.Handler, slug, src string, size int) {
	t.Helper()
	whole := request(t, s, "GET", src, "Accept-Encoding", "gzip, br")
	body, _ := io.ReadAll(whole.Body)
	if whole.StatusCode != 200 || len(body) != size || whole.Header.Get("Content-Type") != "video/mp4" ||
		whole.Header.Get("Content-Encoding") != "" || whole.Header.Get("Accept-Ranges") != "bytes" || !strings.Contains(whole.Header.Get("Cache-Control"), "immutable") {
		t.Fatalf("%s: %s answers %d, %d bytes (want %d), %q, encoding %q, ranges %q, cache %q", slug, src, whole.StatusCode, len(body), size,
			whole.Header.Get("Content-Type"), whole.Header.Get("Content-Encoding"), whole.Header.Get("Accept-Ranges"), whole.Header.Get("Cache-Control"))
	}
	part := request(t, s, "GET", src, "Range", "bytes=1000-1999")
	got, _ := io.ReadAll(part.Body)
	if part.StatusCode != http.StatusPartialContent || part.Header.Get("Content-Range") != "bytes 1000-1999/"+strconv.Itoa(size) || !bytes.Equal(got, body[1000:2000]) {
		t.Errorf("%s: a range answers %d, %q, %d bytes", slug, part.StatusCode, part.Header.Get("Content-Range"), len(got))
	}
	tail := request(t, s, "GET", src, "Range", "bytes=-100", "If-Range", whole.Header.Get("Etag"))
	if got, _ := io.ReadAll(tail.Body); tail.StatusCode != http.StatusPartialContent || !bytes.Equal(got, body[size-100:]) {
		t.Errorf("%s: the last 100 bytes, if unchanged: %d, %d bytes", slug, tail.StatusCode, len(got))
	}
	stale := request(t, s, "GET", src, "Range", "bytes=0-99", "If-Range", `"another"`)
	if got, _ := io.ReadAll(stale.Body); stale.StatusCode != 200 || len(got) != size {
		t.Errorf("%s: a range of another version: %d, %d bytes, want the whole", slug, stale.StatusCode, len(got))
	}
	beyond := request(t, s, "GET", src, "Range", "bytes="+strconv.Itoa(size+10)+"-")
	if beyond.StatusCode != http.StatusRequestedRangeNotSatisfiable {
		t.Errorf("%s: a range past the end answers %d, want 416", slug, beyond.StatusCode)
	}
	page := request(t, s, "GET", "/work/"+slug)
	if csp := page.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "default-src 'self'") || strings.Contains(csp, "media-src") {
		t.Errorf("%s: CSP %q: the site's own videos are allowed by default-src 'self'", slug, csp)
	}
}

// TestASeriesOfPostersIsPastedUp: a case study without a recording whose work is a series of posters
// (three or more prints taller than wide) shows them right after its work as a hoarding does, twelve
// lazy pictures edge to edge on the client's colour, two of a poster side by side, without alt of
// their own (the figure's caption says what they are); any other study has no wall.
func TestASeriesOfPostersIsPastedUp(t *testing.T) {
	s := newTestServer(t)
	var b data.Bundle
	if err := pages.ReadManifest(static.FS, data.BundleFile, &b); err != nil {
		t.Fatal(err)
	}
	walls := 0
	for _, p := range testProjects(t, s) {
		pictures := b.Pictures[p.Slug]
		posters := map[string]bool{}
		for _, f := range pictures.Frames {
			if f.Kind == "print" && f.Height > f.Width {
				posters[f.Path] = true
			}
		}
		doc := document(t, request(t, s, "GET", p.URL()))
		wall := doc.Find(".case-work + .case-wall")
		if pictures.Motion != nil || len(posters) < 3 {
			if n := doc.Find(".case-wall").Length(); n != 0 {
				t.Errorf("%s: %d walls, want none (a recording, or %d posters)", p.Slug, n, len(posters))
			}
			continue
		}
		walls++
		if wall.Length() != 1 {
			t.Fatalf("%s: %d walls right after the work, want 1", p.Slug, wall.Length())
		}
		if fill := wall.Find(".case-ground > rect").AttrOr("fill", ""); fill != p.Colour {
			t.Errorf("%s: the wall's ground is %q, want the client's colour %q", p.Slug, fill, p.Colour)
		}
		imgs := wall.Find(".case-wall__posters img")
		if imgs.Length() != 12 {
			t.Fatalf("%s: %d posters on the wall, want 12", p.Slug, imgs.Length())
		}
		var shown []string
		imgs.Each(func(i int, img *goquery.Selection) {
			alt, ok := img.Attr("alt")
			if !ok || alt != "" || img.AttrOr("loading", "") != "lazy" {
				t.Errorf("%s: poster %d alt=%q (set %v) loading=%q, want an empty alt and lazy", p.Slug, i, alt, ok, img.AttrOr("loading", ""))
			}
			shown = append(shown, img.AttrOr("src", ""))
		})
		for i := 0; i < len(shown); i += 2 {
			if shown[i] != shown[i+1] {
				t.Errorf("%s: posters %d and %d differ; a crew pastes two of a poster side by side", p.Slug, i, i+1)
			}
		}
		if shown[0] == shown[6] {
			t.Errorf("%s: the second row starts with the first's poster, want the next one", p.Slug)
		}
		if caption := strings.TrimSpace(wall.Find("figcaption").Text()); caption == "" {
			t.Errorf("%s: the wall has no caption", p.Slug)
		}
	}
	if walls == 0 {
		t.Fatal("no case study has a series of posters")
	}
}
