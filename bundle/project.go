package bundle

import (
	"errors"
	"fmt"
	"image"
	_ "image/jpeg" // a project's pictures are JPEG
	_ "image/png"  // or PNG
	"io/fs"
	"maps"
	"os"
	"path"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"

	"designo/data"
)

// ProjectFile is the text file of a project's folder, content/work/<slug>/project.toml.
const ProjectFile = "project.toml"

// project is what a project's text file holds: its words and its pictures. The folder's name is its
// slug (the title's: data.Slugify).
type project struct {
	Title       string `toml:"title"`
	Category    string `toml:"category"` // a category of content/categories.toml
	Order       int    `toml:"order"`    // its place among its category's projects, from 1
	Description string `toml:"description"`
	// Sections are the parts of its case study below the opening, in its order (data.SectionStory
	// and the rest); absent, data.DefaultSections.
	Sections  []string `toml:"sections"`
	Sector    string   `toml:"sector"`
	Colour    string   `toml:"colour"` // the client's colour, #rrggbb (data.CaseStudy.Colour)
	Year      int      `toml:"year"`
	Services  []string
	Brief     []string
	Challenge []string
	Work      []string
	Rejected  string
	Quote     data.Quote
	Results   []data.Result
	Pictures  []picture

	motion mp4Info // its motion's video, read from the file (checkMotion)
}

// picture is one picture of a project's folder, with what the site needs to say about it.
type picture struct {
	File    string `toml:"file"`    // its name in the folder: frame-1.jpg
	Role    string `toml:"role"`    // see roles
	Kind    string `toml:"kind"`    // frames: browser, phone or print
	Caption string `toml:"caption"` // process plates, details, the motion and an app's screens: its words
	Alt     string `toml:"alt"`
	// Excerpts show a browser frame's long page as screens of it, in its order (at most
	// maxExcerpts); a page without them is shown whole.
	Excerpts []excerpt `toml:"excerpts"`
	// Phone is the part of a frame a phone shows instead of the whole (checkCrop).
	Phone []int `toml:"phone"`
	// PhoneFile, on a website's opening, is its phone frame (the page as a phone shows it), which the
	// opening's phone crop is then cut from and set on the client's colour: a phone reads the page
	// laid out for it, not a part of the desktop's cut through its words. Empty: the opening itself.
	PhoneFile string `toml:"phone-file"`
	// Poster is a motion's first frame, shown before it plays and instead of it (checkMotion).
	Poster string `toml:"poster"`
}

// A phone crop is [left, top, width, height] in the picture's own pixels: the part of a frame, or of
// a long page for one of its screens, that a phone (below 700 px) shows instead, chosen so that a
// headline is whole and the words can be read at 375 px. Without one, a phone shows the frame or
// the screen whole.
func checkCrop(crop []int, size image.Config) error {
	if crop == nil {
		return nil
	}
	if len(crop) != 4 || crop[0] < 0 || crop[1] < 0 || crop[2] <= 0 || crop[3] <= 0 {
		return fmt.Errorf("phone: %v, want [left, top, width, height] in the picture's pixels", crop)
	}
	if crop[0]+crop[2] > size.Width || crop[1]+crop[3] > size.Height {
		return fmt.Errorf("phone: %v reaches beyond the picture's %d x %d px", crop, size.Width, size.Height)
	}
	return nil
}

// excerpt is one screen of a long web page: the page's width at a browser's proportions (16:10),
// from top down, with what it shows. Where its frame is narrower than the screen (beside the phone
// view, as tall as the phone), focus says which side of it to keep: left, centre or right; a phone
// shows its phone crop, or the screen whole.
type excerpt struct {
	Top   int    `toml:"top"` // in the picture's pixels
	Alt   string `toml:"alt"`
	Phone []int  `toml:"phone"` // what a phone shows of this screen, in the page's pixels (checkCrop)
}

// maxExcerpts is the most screens a long page is shown as; excerptRatio is their proportion.
const maxExcerpts = 3

var excerptRatio = image.Point{X: 16, Y: 10}

// height is an excerpt's height in a picture of the given width.
func (e excerpt) height(width int) int { return width * excerptRatio.Y / excerptRatio.X }

// roles are what a picture can be, and how many of each a project has: one opening (the work flat and
// large on the client's colour: its case study opens on it, its card on /designs shows it); at most
// one cover (design.json's image, the preview shared elsewhere and the next-project link; the
// opening when absent); one portrait (the face of the person the quote is by, shown beside their
// name); one to five frames (the work itself: an app's opening shows its first three screens, and
// the next two are told below it); the process plates and the details, each only where it adds to
// the story (a small project runs short): a wireframe, a type specimen, the look we dropped, and two
// details or none; and where the work moves, one motion (checkMotion), shown with the work.
var roles = map[string]struct{ min, max int }{
	"opening": {1, 1}, "portrait": {1, 1}, "cover": {0, 1}, "frame": {1, 5},
	"wireframe": {0, 1}, "specimen": {0, 1}, "rejected": {0, 1}, "detail": {0, data.DetailCrops},
	"motion": {0, 1},
}

// roleSections are the sections that show a role's pictures: a project that leaves the section
// out has none of them (and needs none).
var roleSections = map[string]string{"wireframe": data.SectionProcess, "specimen": data.SectionProcess,
	"rejected": data.SectionProcess, "portrait": data.SectionQuote}

// frameKinds are how a frame is laid out in its case study (views.CasePiece); no other picture has a
// kind.
var frameKinds = []string{"browser", "phone", "print"}

// OpeningWidth is the least width of an opening: it opens its case study across the screen, and a 1440 px
// screen at 2x wants 2,880 device pixels, rounded up to the encoding ladder's top rung (openingLadder).
const OpeningWidth = 3200

// readProject reads and checks content/work/<slug>/project.toml; every error names the file and the
// field. The pictures' sizes are read from their files.
func readProject(fsys fs.FS, dir string) (project, []image.Config, error) {
	file := path.Join(dir, ProjectFile)
	fail := func(format string, a ...any) (project, []image.Config, error) {
		return project{}, nil, fmt.Errorf("%s: %s", file, fmt.Sprintf(format, a...))
	}
	raw, err := fs.ReadFile(fsys, file)
	if err != nil {
		return project{}, nil, err
	}
	var p project
	if _, err := decodeText(raw, &p); err != nil {
		return fail("%v", err)
	}
	slug := path.Base(dir)
	switch {
	case strings.TrimSpace(p.Title) == "":
		return fail("title: empty")
	case data.Slugify(p.Title) != slug:
		return fail("title: %q belongs in the folder %q, not %q", p.Title, data.Slugify(p.Title), slug)
	case p.Order < 1:
		return fail("order: %d, want 1 or more", p.Order)
	case strings.TrimSpace(p.Description) == "":
		return fail("description: empty")
	}
	study := p.caseStudy()
	if err := data.ValidateCaseStudy(study); err != nil {
		return fail("%v", err)
	}
	count := map[string]int{}
	var sizes []image.Config
	listed := map[string]bool{}
	for i, pic := range p.Pictures {
		where := fmt.Sprintf("pictures[%d] (%s)", i+1, pic.File)
		limits, ok := roles[pic.Role]
		switch {
		case !ok:
			return fail("%s: role: %q, want one of opening, portrait, cover, frame, wireframe, specimen, rejected, detail, motion", where, pic.Role)
		case strings.TrimSpace(pic.Alt) == "":
			return fail("%s: alt: empty (say what the picture shows)", where)
		case pic.Role == "frame" && !slices.Contains(frameKinds, pic.Kind):
			return fail("%s: kind: %q, want browser, phone or print", where, pic.Kind)
		case pic.Kind != "" && pic.Role != "frame":
			return fail("%s: kind: %q, but only a frame (browser, phone or print) has a kind", where, pic.Kind)
		case needsCaption(pic.Role) && strings.TrimSpace(pic.Caption) == "":
			return fail("%s: caption: empty", where)
		case pic.Caption != "" && !needsCaption(pic.Role) && (pic.Role != "frame" || pic.Kind != "phone"):
			return fail("%s: caption: only an app's screen (a phone frame), a process plate, a detail or the motion has one", where)
		case listed[pic.File]:
			return fail("%s: file: listed twice", where)
		case pic.Poster != "" && pic.Role != "motion":
			return fail("%s: poster: only a motion has a poster", where)
		case pic.Poster != "" && listed[pic.Poster]:
			return fail("%s: poster: %s is listed twice", where, pic.Poster)
		case roleSections[pic.Role] != "" && !study.Tells(roleSections[pic.Role]):
			return fail("%s: role: a %s is shown in the section %q, which sections leaves out", where, pic.Role, roleSections[pic.Role])
		}
		if err := checkExcerpts(pic); err != nil {
			return fail("%s: %v", where, err)
		}
		if pic.Role == "motion" {
			video, poster, err := checkMotion(fsys, dir, pic)
			if err != nil {
				return fail("%s: %v", where, err)
			}
			if count[pic.Role]++; count[pic.Role] > limits.max {
				return fail("%s: role: more than %d %s", where, limits.max, pic.Role)
			}
			listed[pic.File], listed[pic.Poster] = true, true
			p.motion = video
			sizes = append(sizes, poster) // the motion's picture is its poster
			continue
		}
		if ext := strings.ToLower(path.Ext(pic.File)); ext != ".jpg" && ext != ".jpeg" && ext != ".png" {
			return fail("%s: file: want a .jpg or .png", where)
		}
		listed[pic.File] = true
		count[pic.Role]++
		if count[pic.Role] > limits.max {
			return fail("%s: role: more than %d %s", where, limits.max, pic.Role)
		}
		f, err := fsys.Open(path.Join(dir, pic.File))
		if err != nil {
			return fail("%s: file: %v", where, err)
		}
		size, _, err := image.DecodeConfig(f)
		f.Close()
		if err != nil {
			return fail("%s: file: not a JPEG or PNG picture: %v", where, err)
		}
		switch {
		case pic.Role == "opening" && size.Width < OpeningWidth:
			return fail("%s: file: %d px wide, want at least %d (the opening spans a 1440 px screen at 2x)", where, size.Width, OpeningWidth)
		case pic.Role == "portrait" && size.Width != size.Height:
			return fail("%s: file: %d x %d px, want a square (the quote shows its person's face in a circle)", where, size.Width, size.Height)
		case pic.Role == "detail":
			if err := checkDetail(fsys, path.Join(dir, pic.File)); err != nil {
				return fail("%s: file: %v", where, err)
			}
		}
		if pic.Phone != nil && pic.Role != "frame" && pic.Role != "opening" {
			return fail("%s: phone: only the opening, a frame or a screen of one is cropped for phones", where)
		}
		if pic.Role == "opening" && pic.Phone == nil {
			return fail("%s: phone: empty (the opening's part a phone shows, where the work can be read at 375 px)", where)
		}
		cropped := size // the picture the phone crop is cut from
		if pic.PhoneFile != "" {
			if pic.Role != "opening" || !isPhoneFrame(p.Pictures, pic.PhoneFile) {
				return fail("%s: phone-file: %q, want the opening's, naming a frame of kind phone", where, pic.PhoneFile)
			}
			if cropped, err = pictureSize(fsys, path.Join(dir, pic.PhoneFile)); err != nil {
				return fail("%s: phone-file: %v", where, err)
			}
		}
		if err := checkCrop(pic.Phone, cropped); err != nil {
			return fail("%s: %v", where, err)
		}
		for j, e := range pic.Excerpts {
			if bottom := e.Top + e.height(size.Width); bottom > size.Height {
				return fail("%s: excerpts[%d]: top: %d, the screen ends at %d, below the page's %d px",
					where, j+1, e.Top, bottom, size.Height)
			}
			if err := checkCrop(e.Phone, size); err != nil {
				return fail("%s: excerpts[%d]: %v", where, j+1, err)
			}
			// A crop outside its screen shows a phone another part of the page; it is how a page
			// drawn again at another size shows its stale coordinates.
			if bottom := e.Top + e.height(size.Width); e.Phone != nil && (e.Phone[1] < e.Top || e.Phone[1]+e.Phone[3] > bottom) {
				return fail("%s: excerpts[%d]: phone: %v, outside its screen (%d to %d px down the page)",
					where, j+1, e.Phone, e.Top, bottom)
			}
		}
		sizes = append(sizes, size)
	}
	for _, role := range slices.Sorted(maps.Keys(roles)) {
		if section := roleSections[role]; section != "" && !study.Tells(section) {
			continue // none, as checked above
		}
		if limits := roles[role]; count[role] < limits.min {
			return fail("pictures: no %s, want %d to %d", role, limits.min, limits.max)
		}
	}
	if err := checkScreenCaptions(p.Pictures); err != nil {
		return fail("%v", err)
	}
	// A process section shows the route we dropped, its plates, or both: never a heading alone.
	if study.Tells(data.SectionProcess) && strings.TrimSpace(p.Rejected) == "" && count["wireframe"]+count["specimen"]+count["rejected"] == 0 {
		return fail(`sections: "process" has nothing to show: add "rejected" (the route we dropped) or a wireframe, specimen or rejected picture`)
	}
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return fail("%v", err)
	}
	for _, e := range entries {
		if e.Name() != ProjectFile && !listed[e.Name()] {
			return fail("pictures: %s is in the folder but not described here", e.Name())
		}
	}
	return p, sizes, nil
}

// isPhoneFrame reports whether file is a frame of kind phone among pictures.
func isPhoneFrame(pictures []picture, file string) bool {
	return slices.ContainsFunc(pictures, func(pic picture) bool {
		return pic.File == file && pic.Role == "frame" && pic.Kind == "phone"
	})
}

// checkScreenCaptions checks that an app's screens (frames that are all phones) are told each with
// its words or all without: the case study lays them out alike. A website's phone view is shown
// beside its page, which its words already tell.
func checkScreenCaptions(pictures []picture) error {
	var frames, captioned int
	app := true
	for _, pic := range pictures {
		if pic.Role != "frame" {
			continue
		}
		frames++
		app = app && pic.Kind == "phone"
		if strings.TrimSpace(pic.Caption) != "" {
			captioned++
		}
	}
	switch {
	case captioned > 0 && !app:
		return errors.New("pictures: a phone frame beside a website's page has no caption (only an app's screens have one)")
	case captioned > 0 && captioned < frames:
		return fmt.Errorf("pictures: %d of the app's %d screens have a caption: give each its caption, or none", captioned, frames)
	}
	return nil
}

// checkExcerpts checks a frame's screens, all but their place in the page (readProject, which
// knows the picture's size).
func checkExcerpts(pic picture) error {
	if len(pic.Excerpts) == 0 {
		return nil
	}
	if pic.Role != "frame" || pic.Kind != "browser" {
		return fmt.Errorf("excerpts: only a browser frame's long page is shown in screens")
	}
	if len(pic.Excerpts) > maxExcerpts {
		return fmt.Errorf("excerpts: %d, want at most %d", len(pic.Excerpts), maxExcerpts)
	}
	for j, e := range pic.Excerpts {
		switch {
		case e.Top < 0 || (j > 0 && e.Top <= pic.Excerpts[j-1].Top):
			return fmt.Errorf("excerpts[%d]: top: %d, want 0 or more and below the screen before", j+1, e.Top)
		case strings.TrimSpace(e.Alt) == "":
			return fmt.Errorf("excerpts[%d]: alt: empty (say what the screen shows)", j+1)
		}
	}
	return nil
}

func needsCaption(role string) bool {
	return role == "wireframe" || role == "specimen" || role == "rejected" || role == "detail" || role == "motion"
}

// caseStudy is the project's words as data.CaseStudy, its sections the default when it names none;
// the details' captions come from its pictures.
func (p project) caseStudy() data.CaseStudy {
	sections := p.Sections
	if sections == nil {
		sections = data.DefaultSections
	}
	s := data.CaseStudy{Sections: slices.Clone(sections), Sector: p.Sector, Colour: p.Colour, Year: p.Year, Services: p.Services, Brief: p.Brief,
		Challenge: p.Challenge, Work: p.Work, Rejected: p.Rejected, Results: p.Results, Quote: p.Quote}
	for _, pic := range p.Pictures {
		if pic.Role == "detail" {
			s.Details = append(s.Details, pic.Caption)
		}
	}
	return s
}

// readProjects reads every folder of content/work, in no particular order.
func readProjects(root string) (map[string]project, map[string][]image.Config, error) {
	fsys := os.DirFS(root)
	dirs, err := fs.ReadDir(fsys, "content/work")
	if err != nil {
		return nil, nil, err
	}
	projects, sizes := map[string]project{}, map[string][]image.Config{}
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		p, s, err := readProject(fsys, path.Join("content/work", d.Name()))
		if err != nil {
			return nil, nil, err
		}
		projects[d.Name()], sizes[d.Name()] = p, s
	}
	return projects, sizes, nil
}

// decodeText reads a content text file strictly: a syntax error names its line, and a field the
// file's type does not have is an error (a misspelt key would otherwise be dropped in silence).
func decodeText(raw []byte, v any) (toml.MetaData, error) {
	meta, err := toml.Decode(string(raw), v)
	if err != nil {
		var perr toml.ParseError
		if errors.As(err, &perr) {
			return meta, fmt.Errorf("line %d: %s", perr.Position.Line, perr.Message)
		}
		return meta, err
	}
	if extra := meta.Undecoded(); len(extra) > 0 {
		return meta, fmt.Errorf("unknown field %q", extra[0].String())
	}
	return meta, nil
}

// textFile is a text file of content/ being read; its errors name it.
type textFile string

func (f textFile) errorf(format string, a ...any) error {
	return fmt.Errorf("%s: %s", string(f), fmt.Sprintf(format, a...))
}

// decode reads the file into v with decodeText.
func (f textFile) decode(fsys fs.FS, v any) error {
	raw, err := fs.ReadFile(fsys, string(f))
	if err != nil {
		return f.errorf("%v", err)
	}
	if _, err := decodeText(raw, v); err != nil {
		return f.errorf("%v", err)
	}
	return nil
}

// field is one text of a text file, by its key in the file, for requireText.
type field struct{ key, text string }

// requireText is the error naming the first field that is empty, or nil.
func (f textFile) requireText(fields ...field) error {
	for _, fd := range fields {
		if strings.TrimSpace(fd.text) == "" {
			return f.errorf("%s: empty", fd.key)
		}
	}
	return nil
}

// studioFile is one of the studio's text files, in content/studio/.
func studioFile(name string) textFile { return textFile(path.Join("content/studio", name)) }
