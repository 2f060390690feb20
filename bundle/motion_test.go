package bundle

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/png"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"designo/data"
)

// mp4Box is one box: its size, its four-letter kind, its body.
func mp4Box(kind string, parts ...[]byte) []byte {
	body := bytes.Join(parts, nil)
	b := binary.BigEndian.AppendUint32(nil, uint32(8+len(body)))
	return append(append(b, kind...), body...)
}

// fakeMP4 is the smallest MP4 readMP4 reads as a video: a track of the given codec and frame,
// seconds long, its index (moov) before its frames (mdat) unless late.
func fakeMP4(codec string, width, height int, seconds float64, late bool) []byte {
	u32 := func(v uint32) []byte { return binary.BigEndian.AppendUint32(nil, v) }
	mvhd := mp4Box("mvhd", make([]byte, 12), u32(1000), u32(uint32(seconds*1000)), make([]byte, 80))
	tkhd := mp4Box("tkhd", make([]byte, 76), u32(uint32(width)<<16), u32(uint32(height)<<16))
	hdlr := mp4Box("hdlr", make([]byte, 8), []byte("vide"), make([]byte, 12))
	stsd := mp4Box("stsd", make([]byte, 4), u32(1), mp4Box(codec, make([]byte, 78)))
	moov := mp4Box("moov", mvhd, mp4Box("trak", tkhd, mp4Box("mdia", hdlr, mp4Box("minf", mp4Box("stbl", stsd)))))
	ftyp, mdat := mp4Box("ftyp", []byte("isom"), u32(512)), mp4Box("mdat", make([]byte, 64))
	if late {
		return bytes.Join([][]byte{ftyp, mdat, moov}, nil)
	}
	return bytes.Join([][]byte{ftyp, moov, mdat}, nil)
}

func pngOf(t *testing.T, w, h int) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, w, h))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestMotionNamesTheFileAndTheField: a project's motion is checked as its pictures are: a mistake is
// refused with the file's name, the picture's and the field's.
func TestMotionNamesTheFileAndTheField(t *testing.T) {
	const file = "content/work/tim-brown/project.toml"
	const motion = "\n[[pictures]]\nfile = \"motion.mp4\"\nrole = \"motion\"\nposter = \"motion.png\"\ncaption = \"The page scrolling.\"\nalt = \"The page's first screen.\"\n"
	good := fakeMP4("avc1", 64, 40, 6, false)
	tests := []struct {
		name, from, to string
		video, poster  []byte
		want           string
	}{
		{"accepted", "", "", good, nil, ""},
		{"no poster", `poster = "motion.png"`, "", good, nil, `pictures[4] (motion.mp4): poster: empty`},
		{"a poster not in the folder", `poster = "motion.png"`, `poster = "still.png"`, good, nil, "pictures[4] (motion.mp4): poster: open"},
		{"a poster of another size", "", "", good, pngOf(t, 64, 48), "poster: 64 x 48 px, the video's frame is 64 x 40"},
		{"a poster that is a video", `poster = "motion.png"`, `poster = "motion.mp4"`, good, nil, "poster: motion.mp4 is the video itself"},
		{"no caption", `caption = "The page scrolling."`, "", good, nil, "pictures[4] (motion.mp4): caption: empty"},
		{"no alt", `alt = "The page's first screen."`, `alt = ""`, good, nil, "pictures[4] (motion.mp4): alt: empty"},
		{"a WebM", `file = "motion.mp4"`, `file = "motion.webm"`, good, nil, "pictures[4] (motion.webm): file: want an .mp4"},
		{"a kind", `role = "motion"`, "role = \"motion\"\nkind = \"browser\"", good, nil, `pictures[4] (motion.mp4): kind: "browser"`},
		{"over a megabyte", "", "", append(good, mp4Box("free", make([]byte, data.MaxMotionBytes))...), nil,
			"bytes, over the 1000000 a loop may weigh"},
		{"its index last", "", "", fakeMP4("avc1", 64, 40, 6, true), nil, "its index (moov) comes after its frames: encode with -movflags +faststart"},
		{"not H.264", "", "", fakeMP4("hvc1", 64, 40, 6, false), nil, `its video is "hvc1", want H.264 (avc1)`},
		{"not an MP4", "", "", []byte("RIFF....WEBPVP8 "), nil, "pictures[4] (motion.mp4): file: not an MP4"},
		{"cut short", "", "", good[:len(good)-40], nil, "a box's size runs past the file"},
		{"no length", "", "", fakeMP4("avc1", 64, 40, 0, false), nil, "no length (mvhd)"},
		{"a poster on a frame", `kind = "browser"`, "kind = \"browser\"\nposter = \"motion.png\"", good, nil, "pictures[3] (page.png): poster: only a motion has a poster"},
		{"two motions", "", "", good, nil, "role: more than 1 motion"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := validText + motion
			if tt.name == "two motions" {
				text += strings.NewReplacer(`"motion.mp4"`, `"again.mp4"`, `"motion.png"`, `"again.png"`).Replace(motion)
			}
			text = strings.Replace(text, tt.from, tt.to, 1)
			if tt.name == "a poster on a frame" { // the frame's poster, not the motion's
				text = strings.Replace(validText, tt.from, tt.to, 1) + motion
			}
			poster := tt.poster
			if poster == nil {
				poster = pngOf(t, 64, 40)
			}
			fsys := fstest.MapFS{
				file:                                 {Data: []byte(text)},
				"content/work/tim-brown/opening.png": {Data: grayPNG(t, 3200, 3)},
				"content/work/tim-brown/page.png":    {Data: tallPNG(t)},
				"content/work/tim-brown/quote.png":   {Data: grayPNG(t, 4, 4)},
				"content/work/tim-brown/motion.mp4":  {Data: tt.video},
				"content/work/tim-brown/motion.webm": {Data: tt.video},
				"content/work/tim-brown/motion.png":  {Data: poster},
				"content/work/tim-brown/again.mp4":   {Data: tt.video},
				"content/work/tim-brown/again.png":   {Data: poster},
			}
			if tt.name != "two motions" {
				delete(fsys, "content/work/tim-brown/again.mp4")
				delete(fsys, "content/work/tim-brown/again.png")
			}
			if !strings.Contains(text, "motion.webm") {
				delete(fsys, "content/work/tim-brown/motion.webm")
			} else {
				delete(fsys, "content/work/tim-brown/motion.mp4")
			}
			p, sizes, err := readProject(fsys, "content/work/tim-brown")
			if tt.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				if p.motion.width != 64 || p.motion.height != 40 || p.motion.seconds != 6 || sizes[3].Width != 64 {
					t.Errorf("motion %+v, poster %v; want 64 x 40, 6 s", p.motion, sizes[3])
				}
				return
			}
			if err == nil || !strings.HasPrefix(err.Error(), file+": ") || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want %s: …%s…", err, file, tt.want)
			}
		})
	}
}

// TestMotionIsServedAsItIs: the build copies the video below static/ unchanged, lists it in the
// bundle with its poster's variants, and deletes a video no project shows any more.
func TestMotionIsServedAsItIs(t *testing.T) {
	root := t.TempDir()
	video := fakeMP4("avc1", 64, 40, 6, false)
	text := validText + "\n[[pictures]]\nfile = \"motion.mp4\"\nrole = \"motion\"\nposter = \"motion.png\"\ncaption = \"It moves.\"\nalt = \"A still.\"\n"
	dir := filepath.Join(root, "content", "work", "tim-brown")
	files := map[string][]byte{"project.toml": []byte(text), "opening.png": grayPNG(t, 3200, 3), "page.png": tallPNG(t),
		"quote.png": grayPNG(t, 4, 4), "motion.mp4": video, "motion.png": pngOf(t, 64, 40)}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	p, sizes, err := readProject(os.DirFS(root), "content/work/tim-brown")
	if err != nil {
		t.Fatal(err)
	}
	pics, jobs, err := prepare(root, "tim-brown", p, sizes, made{})
	if err != nil {
		t.Fatal(err)
	}
	m := pics.Motion
	if m == nil || m.Video != "/static/img/work/tim-brown/motion.mp4" || m.Type != "video/mp4" || m.Width != 64 || m.Bytes != len(video) ||
		m.Caption != "It moves." || m.Poster.Alt != "A still." || m.Poster.Path != "/static/img/work/tim-brown/motion-poster" {
		t.Fatalf("motion %+v", m)
	}
	posterJob := false
	for _, j := range jobs {
		posterJob = posterJob || j.Src == "content/work/tim-brown/motion.png" && j.Base == "static/img/work/tim-brown/motion-poster" && j.JPEG == 64
	}
	if !posterJob {
		t.Errorf("no job encodes the poster: %+v", jobs)
	}
	all := map[string]data.ProjectPictures{"tim-brown": pics}
	if err := copyMotions(root, all); err != nil {
		t.Fatal(err)
	}
	served := filepath.Join(root, "static", "img", "work", "tim-brown", "motion.mp4")
	if got, err := os.ReadFile(served); err != nil || !bytes.Equal(got, video) {
		t.Fatalf("served video: %v (%d bytes, want %d)", err, len(got), len(video))
	}
	if err := pruneWork(root, all); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(served); err != nil {
		t.Errorf("pruned a video its project shows: %v", err)
	}
	pics.Motion = nil
	if err := pruneWork(root, map[string]data.ProjectPictures{"tim-brown": pics}); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(served); err == nil {
		t.Errorf("kept a video no project shows")
	}
}

// maxTracked is the most the pictures and videos below content/ and static/img may weigh in all
// (issue 46): a clone stays quick.
const maxTracked = 45 << 20

// TestTheContentsMotionsAndItsWeight: every recording of the site's content is under
// data.MaxMotionBytes (readProject refuses more), and the pictures and videos below content/ and
// static/img weigh at most maxTracked together.
func TestTheContentsMotionsAndItsWeight(t *testing.T) {
	root := filepath.Join("..")
	projects, _, err := readProjects(root)
	if err != nil {
		t.Fatal(err)
	}
	motions := 0
	for slug, p := range projects {
		for _, pic := range p.Pictures {
			if pic.Role != "motion" {
				continue
			}
			motions++
			info, err := os.Stat(filepath.Join(root, "content", "work", slug, pic.File))
			if err != nil || info.Size() > data.MaxMotionBytes {
				t.Errorf("%s/%s: %v, %d bytes, want at most %d", slug, pic.File, err, info.Size(), data.MaxMotionBytes)
			}
			t.Logf("%s: %s, %d bytes, %.1f s, %d x %d", slug, pic.File, info.Size(), p.motion.seconds, p.motion.width, p.motion.height)
		}
	}
	t.Logf("%d projects show their work moving", motions)
	media := map[string]bool{".jpg": true, ".jpeg": true, ".png": true, ".avif": true, ".webp": true, ".mp4": true, ".webm": true}
	var total int64
	for _, dir := range []string{"content", "static/img"} {
		err := fs.WalkDir(os.DirFS(root), dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !media[strings.ToLower(path.Ext(p))] {
				return err
			}
			info, err := d.Info()
			total += info.Size()
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("pictures and videos below content/ and static/img: %.1f MiB of %d", float64(total)/(1<<20), maxTracked>>20)
	if total > maxTracked {
		t.Errorf("pictures and videos weigh %d bytes, over %d (45 MiB)", total, maxTracked)
	}
}
