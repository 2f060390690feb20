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
// the about page's introduction.
const StudioFile = "studio.toml"

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
		return nil, fmt.Errorf("content/boards/%s: the board of no category of data/design.json", file)
	}
	return boards, nil
}

// readStudio prepares the studio's picture, as content/studio/studio.toml describes it.
func readStudio(root string, fsys fs.FS, m made, jobs *[]Job) (data.Picture, error) {
	const dir = "content/studio"
	file := path.Join(dir, StudioFile)
	fail := func(format string, a ...any) (data.Picture, error) {
		return data.Picture{}, fmt.Errorf("%s: %s", file, fmt.Sprintf(format, a...))
	}
	raw, err := fs.ReadFile(fsys, file)
	if err != nil {
		return fail("%v", err)
	}
	var text struct {
		Picture struct {
			File string `toml:"file"`
			Alt  string `toml:"alt"`
		} `toml:"picture"`
	}
	if _, err := decodeText(raw, &text); err != nil {
		return fail("%v", err)
	}
	pic := text.Picture
	switch ext := strings.ToLower(path.Ext(pic.File)); {
	case ext != ".jpg" && ext != ".jpeg" && ext != ".png":
		return fail("picture.file: %q, want a .jpg or .png", pic.File)
	case strings.TrimSpace(pic.Alt) == "":
		return fail("picture.alt: empty (say what the picture shows)")
	}
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return fail("%v", err)
	}
	if i := slices.IndexFunc(entries, func(e fs.DirEntry) bool { return e.Name() != StudioFile && e.Name() != pic.File }); i >= 0 {
		return fail("%s is in the folder but is not its picture", entries[i].Name())
	}
	src := path.Join(dir, pic.File)
	size, err := pictureSize(fsys, src)
	if err != nil {
		return fail("picture.file: %v", err)
	}
	name := strings.TrimSuffix(pic.File, path.Ext(pic.File))
	studio, err := m.picture(root, src, "/static/img/studio/"+name, size, widthsFor(size.Width), both, true, jobs)
	studio.Alt = strings.TrimSpace(pic.Alt)
	return studio, err
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
