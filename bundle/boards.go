package bundle

import (
	"fmt"
	"image"
	"io/fs"
	"path"
	"slices"
	"strings"

	"designo/data"
)

// StudioFile is the text file of the studio's folder, content/studio/studio.toml: the picture beside
// the about page's introduction and the work the home page opens with.
const StudioFile = "studio.toml"

// studioTexts are the text files of the studio's folder: its pictures', and the words of the
// pages that are no project's.
var studioTexts = []string{StudioFile, PagesFile, HomeFile, AboutFile, NavigationFile, ContactFile, NotFoundFile}

// readBoards prepares each design category's board, content/boards/<name>.jpg (or .png), <name> being
// the category's name without spaces (the specification's rule for a related tile's image:
// "web design", webdesign.jpg). A board shows a category's work behind the link its words name, so it
// has no alt text. A category without a board, or a file of no category, is an error naming it.
func readBoards(root string, fsys fs.FS, categories []data.Category, m made, jobs *[]Job) (map[string]data.Picture, error) {
	entries, err := fs.ReadDir(fsys, "content/boards")
	if err != nil {
		return nil, err
	}
	files := map[string]string{} // name -> file
	for _, e := range entries {
		ext := strings.ToLower(path.Ext(e.Name()))
		name := strings.TrimSuffix(e.Name(), path.Ext(e.Name()))
		if e.IsDir() || (ext != ".jpg" && ext != ".jpeg" && ext != ".png") {
			return nil, fmt.Errorf("content/boards/%s: want a board, a .jpg or .png named by its category", e.Name())
		}
		if other, ok := files[name]; ok {
			return nil, fmt.Errorf("content/boards/%s: %s is the same board", e.Name(), other)
		}
		files[name] = e.Name()
	}
	boards := map[string]data.Picture{}
	for _, c := range categories {
		name := data.ImageName(c.Title)
		file, ok := files[name]
		if !ok {
			return nil, fmt.Errorf("content/boards: no %s.jpg, the board of %q", name, c.Title)
		}
		src := path.Join("content/boards", file)
		size, err := pictureSize(fsys, src)
		if err != nil {
			return nil, err
		}
		if boards[name], err = m.picture(root, src, "/static/img/boards/"+name, size, widthsFor(size.Width), both, false, jobs); err != nil {
			return nil, err
		}
		delete(files, name)
	}
	for _, file := range files {
		return nil, fmt.Errorf("content/boards/%s: the board of no category of %s", file, CategoriesFile)
	}
	return boards, nil
}

// studioPictures are the studio's own pictures, as content/studio/studio.toml describes them.
type studioPictures struct {
	Studio, Home, Seat data.Picture
	PortraitsBy        string // who drew the portraits: the folder of one of content/team
}

// readStudio prepares the studio's three pictures, as content/studio/studio.toml describes them: the
// studio at work ([picture], beside the about page's introduction), the work the home page opens
// with ([home], under its promise) and the open seat after the team on /about ([seat]).
func readStudio(root string, fsys fs.FS, m made, jobs *[]Job) (studioPictures, error) {
	const dir = "content/studio"
	file := path.Join(dir, StudioFile)
	fail := func(format string, a ...any) (studioPictures, error) {
		return studioPictures{}, fmt.Errorf("%s: %s", file, fmt.Sprintf(format, a...))
	}
	raw, err := fs.ReadFile(fsys, file)
	if err != nil {
		return fail("%v", err)
	}
	type picture struct {
		File string `toml:"file"`
		Alt  string `toml:"alt"`
	}
	var text struct {
		Picture picture `toml:"picture"`
		Home    picture `toml:"home"`
		Seat    picture `toml:"seat"`
		// Who drew the team's portraits: the folder of one of content/team (readBundle checks it).
		Portraits struct {
			By string `toml:"by"`
		} `toml:"portraits"`
	}
	if _, err := decodeText(raw, &text); err != nil {
		return fail("%v", err)
	}
	tables := []struct {
		name, what string
		pic        picture
	}{{"picture", "the studio at work", text.Picture}, {"home", "the home piece", text.Home}, {"seat", "the open seat", text.Seat}}
	files := map[string]string{}
	for _, t := range tables {
		switch ext := strings.ToLower(path.Ext(t.pic.File)); {
		case ext != ".jpg" && ext != ".jpeg" && ext != ".png":
			return fail("%s.file: %q, want a .jpg or .png", t.name, t.pic.File)
		case strings.TrimSpace(t.pic.Alt) == "":
			return fail("%s.alt: empty (say what the picture shows)", t.name)
		case files[t.pic.File] != "":
			return fail("%s.file: %q is %s too; each is a picture of its own", t.name, t.pic.File, files[t.pic.File])
		}
		files[t.pic.File] = t.what
	}
	if strings.TrimSpace(text.Portraits.By) == "" {
		return fail("portraits.by: empty (the folder in content/team of who drew the team's portraits)")
	}
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return fail("%v", err)
	}
	if i := slices.IndexFunc(entries, func(e fs.DirEntry) bool {
		return !slices.Contains(studioTexts, e.Name()) && files[e.Name()] == ""
	}); i >= 0 {
		return fail("%s is in the folder but is not one of its pictures", entries[i].Name())
	}
	var made [3]data.Picture
	for i, t := range tables {
		src := path.Join(dir, t.pic.File)
		size, err := pictureSize(fsys, src)
		if err != nil {
			return fail("%s.file: %v", t.name, err)
		}
		name := strings.TrimSuffix(t.pic.File, path.Ext(t.pic.File))
		// The studio opens /about; the home piece is lazy, under the promise (a phone's largest
		// paint), and the seat, after the team.
		if made[i], err = m.picture(root, src, "/static/img/studio/"+name, size, widthsFor(size.Width), both, i == 0, jobs); err != nil {
			return studioPictures{}, err
		}
		made[i].Alt = strings.TrimSpace(t.pic.Alt)
	}
	return studioPictures{Studio: made[0], Home: made[1], Seat: made[2], PortraitsBy: strings.TrimSpace(text.Portraits.By)}, nil
}

// pictureSize reads a JPEG's or PNG's size.
func pictureSize(fsys fs.FS, file string) (image.Config, error) {
	f, err := fsys.Open(file)
	if err != nil {
		return image.Config{}, err
	}
	defer f.Close()
	size, _, err := image.DecodeConfig(f)
	if err != nil {
		return image.Config{}, fmt.Errorf("%s: not a JPEG or PNG picture: %v", file, err)
	}
	return size, nil
}
