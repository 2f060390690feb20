package bundle

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"designo/data"
)

// TestReadBoards: a board per category, named by it; a category without one, or a board of no
// category, is an error naming the file.
func TestReadBoards(t *testing.T) {
	pic := squarePNG(t, 500)
	categories := []data.Category{{Title: "web design"}, {Title: "app design"}}
	tests := []struct {
		name  string
		files []string
		want  string
	}{
		{"a board each", []string{"webdesign.jpg", "appdesign.png"}, ""},
		{"a category without its board", []string{"webdesign.jpg"}, `content/boards: no appdesign.jpg, the board of "app design"`},
		{"a board of no category", []string{"webdesign.jpg", "appdesign.jpg", "print.jpg"}, "content/boards/print.jpg: the board of no category"},
		{"a file that is no picture", []string{"webdesign.jpg", "appdesign.jpg", "notes.txt"}, "content/boards/notes.txt: want a board"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fsys := fstest.MapFS{}
			for _, f := range tt.files {
				fsys["content/boards/"+f] = &fstest.MapFile{Data: pic}
			}
			var jobs []Job
			root := onDisk(t, fsys)
			boards, err := readBoards(root, os.DirFS(root), categories, made{}, &jobs)
			if tt.want == "" {
				if err != nil || boards["appdesign"].Path != "/static/img/boards/appdesign" || boards["webdesign"].Width != 500 || len(jobs) != 2 {
					t.Fatalf("err = %v, boards %+v, jobs %+v", err, boards, jobs)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want %s", err, tt.want)
			}
		})
	}
}

// TestReadStudio: the studio's three pictures with their alt texts; mistakes name the file and the field.
func TestReadStudio(t *testing.T) {
	const valid = "[picture]\nfile = \"scene.png\"\nalt = \"The worktable mid-project.\"\n" +
		"[home]\nfile = \"work.png\"\nalt = \"Three projects laid out flat.\"\n" +
		"[seat]\nfile = \"seat.png\"\nalt = \"An empty chair at a desk.\"\n" +
		"[portraits]\nby = \"bo-li\"\n"
	tests := []struct{ name, from, to, extra, want string }{
		{"accepted", "", "", "", ""},
		{"no alt", `alt = "The worktable mid-project."`, `alt = ""`, "", "picture.alt: empty"},
		{"no alt for the home piece", `alt = "Three projects laid out flat."`, `alt = ""`, "", "home.alt: empty"},
		{"a picture of another kind", `file = "scene.png"`, `file = "scene.gif"`, "", `picture.file: "scene.gif"`},
		{"a missing picture", `file = "scene.png"`, `file = "desk.png"`, "", "scene.png is in the folder but is not one of its pictures"},
		{"one picture for both", `file = "work.png"`, `file = "scene.png"`, "", `home.file: "scene.png" is the studio at work too`},
		{"the seat as the home piece", `file = "seat.png"`, `file = "work.png"`, "", `seat.file: "work.png" is the home piece too`},
		{"no alt for the seat", `alt = "An empty chair at a desk."`, `alt = ""`, "", "seat.alt: empty"},
		{"no home piece", "[home]", "[elsewhere]", "", `unknown field "elsewhere`},
		{"an unknown field", "[picture]", "[picture]\ncaption = \"x\"", "", `unknown field "picture.caption"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fsys := fstest.MapFS{
				"content/studio/studio.toml": {Data: []byte(strings.Replace(valid, tt.from, tt.to, 1))},
				"content/studio/scene.png":   {Data: squarePNG(t, 500)},
				"content/studio/work.png":    {Data: squarePNG(t, 400)},
				"content/studio/seat.png":    {Data: squarePNG(t, 300)},
			}
			var jobs []Job
			root := onDisk(t, fsys)
			got, err := readStudio(root, os.DirFS(root), made{}, &jobs)
			if tt.want == "" {
				studio, home, seat := got.Studio, got.Home, got.Seat
				if err != nil || studio.Path != "/static/img/studio/scene" || studio.Alt != "The worktable mid-project." || len(jobs) != 3 {
					t.Fatalf("err = %v, studio %+v", err, studio)
				}
				if home.Path != "/static/img/studio/work" || home.Alt != "Three projects laid out flat." || home.Width != 400 || jobs[0].Opening == jobs[1].Opening {
					t.Fatalf("home %+v, jobs %+v", home, jobs)
				}
				if seat.Path != "/static/img/studio/seat" || seat.Alt != "An empty chair at a desk." || seat.Width != 300 || jobs[2].Opening {
					t.Fatalf("seat %+v, jobs %+v", seat, jobs)
				}
				if got.PortraitsBy != "bo-li" {
					t.Fatalf("portraits by %q", got.PortraitsBy)
				}
				return
			}
			if err == nil || !strings.HasPrefix(err.Error(), "content/studio/studio.toml: ") || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want …%s…", err, tt.want)
			}
		})
	}
}

// onDisk writes fsys's files into a new folder and returns it: the build hashes pictures from disk.
func onDisk(t *testing.T, fsys fstest.MapFS) string {
	t.Helper()
	root := t.TempDir()
	for name, f := range fsys {
		file := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}
