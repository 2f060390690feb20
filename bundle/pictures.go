package bundle

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"image"
	"maps"
	"math"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"designo/data"
)

// ladder is the widths a picture is encoded at, up to its own: a phone of 360-412 CSS px at 1.75-2x
// takes the 680 for a full-width slot, a tablet the 800 or 1200, a desktop the 1600 for the case
// study's opening across the screen. A narrower picture is also encoded at its own width.
var ladder = []int{400, 680, 800, 1200, 1600}

// openingLadder is the opening's: it opens its case study across the screen, so a 1440 px screen at
// 2x (2,880 device px) takes the 3200, and a 1920 px one at 1x or a 1024-1200 px tablet at 2x the
// 2400 (the 3200 would cost it about two fifths more bytes for pixels it cannot show).
var openingLadder = []int{400, 680, 800, 1200, 1600, 2400, 3200}

// coverLadder is a cover's: design.json's image (its JPEG) and the next-project link's picture.
var coverLadder = []int{680, 1200}

// phoneLadder is an opening's phone crop's: it spans a phone's screen (at most 430 px at 2.8x); a
// wider rung would be bytes in the page that no phone fetches.
var phoneLadder = []int{400, 680, 800, 1200}

// OG is the size of the preview other sites show of a case study.
var OG = image.Point{X: 1200, Y: 630}

// Job asks the encoder for a picture's variants: AVIF at each width and a JPEG at JPEG (0: none),
// or, with OG set, one JPEG of OG's size cropped from Src.
type Job struct {
	Src    string `json:"src"`  // repository-relative: content/work/express/frame-1.jpg
	Base   string `json:"base"` // repository-relative: static/img/work/express/frame-1
	Widths []int  `json:"widths"`
	JPEG   int    `json:"jpeg"`
	OG     bool   `json:"og"`
	// Crop, when set, is the part of Src the variants show: left, top, width and height in pixels.
	Crop *[4]int `json:"crop,omitempty"`
	// Opening marks a page's first large picture (a project's opening and its phone crop, the studio), which
	// scripts/pictures.mjs presses harder at a phone's widths: it is what a phone's largest paint waits for.
	Opening bool `json:"opening,omitempty"`
	// Ground, when set, is the colour a phone's screen stands on: a margin of it, Margin of the width,
	// on each side and above, the screen running off the bottom (onGround).
	Ground string  `json:"ground,omitempty"`
	Margin float64 `json:"margin,omitempty"`
}

// widthsFor is the ladder up to a picture's width, and its width when it falls between rungs.
func widthsFor(width int) []int { return rungs(ladder, width) }

// rungs is a ladder's widths up to width, and width itself when it falls between rungs: in place of
// the rung below it when it is within a tenth of it (a 704 px portrait is encoded at 400 and 704, not
// at 680 too: a variant that near earns no bytes, and its URL costs every page that lists it).
func rungs(ladder []int, width int) []int {
	var widths []int
	for _, w := range ladder {
		if w <= width {
			widths = append(widths, w)
		}
	}
	if width < ladder[len(ladder)-1] && !slices.Contains(widths, width) {
		if n := len(widths); n > 0 && width*10 <= widths[n-1]*11 {
			widths = widths[:n-1]
		}
		widths = append(widths, width)
	}
	return widths
}

// made is what the last build encoded: each picture's path and the hash of its source.
type made map[string]string

// picture lays out one picture of content/ (src, repository-relative) at urlPath (/static/img/...)
// and adds its encoding to jobs when it is missing or stale (its source changed since the last build).
// An opening is a page's first large picture (Job.Opening).
func (m made) picture(root, src, urlPath string, size image.Config, widths []int, formats []string, opening bool, jobs *[]Job) (data.Picture, error) {
	sum, err := fileHash(filepath.Join(root, src))
	if err != nil {
		return data.Picture{}, err
	}
	prepared := data.Picture{Width: size.Width, Height: size.Height, Widths: widths, Formats: formats, Path: urlPath, Source: sum}
	job := Job{Src: src, Base: strings.TrimPrefix(urlPath, "/"), Opening: opening}
	if slices.Contains(formats, "avif") {
		job.Widths = widths
	}
	if slices.Contains(formats, "jpg") {
		job.JPEG = prepared.FallbackWidth()
	}
	if len(formats) > 0 && (m[urlPath] != sum || !exist(root, prepared)) {
		*jobs = append(*jobs, job)
	}
	return prepared, nil
}

// both are the formats of a picture a page shows: AVIF at each width and the JPEG fallback.
var both = []string{"avif", "jpg"}

// prepare lays out a project's pictures below static/img/work/<slug>/ and lists the encodings that
// are missing or stale.
func prepare(root, slug string, p project, sizes []image.Config, m made) (data.ProjectPictures, []Job, error) {
	var out data.ProjectPictures
	var jobs []Job
	var process data.Process
	add := func(pic picture, size image.Config, widths []int, formats []string) (data.Picture, error) {
		name := strings.TrimSuffix(pic.File, path.Ext(pic.File))
		prepared, err := m.picture(root, path.Join("content/work", slug, pic.File), "/static/img/work/"+slug+"/"+name, size, widths, formats, pic.Role == "opening", &jobs)
		prepared.Alt, prepared.Kind, prepared.Caption = strings.TrimSpace(pic.Alt), pic.Kind, strings.TrimSpace(pic.Caption)
		return prepared, err
	}
	var coverSource picture
	for i, pic := range p.Pictures {
		size := sizes[i]
		var err error
		var prepared data.Picture
		switch pic.Role {
		case "motion":
			out.Motion, err = m.motionOf(root, slug, pic, p.motion, size, &jobs)
			if err != nil {
				return out, nil, err
			}
			continue
		case "opening":
			prepared, err = add(pic, size, rungs(openingLadder, size.Width), both)
		case "frame":
			// A long page shown in its screens is encoded as those screens only: nothing shows the
			// whole (pages.piecesOf).
			if len(pic.Excerpts) > 0 {
				prepared, err = add(pic, size, nil, nil)
			} else {
				prepared, err = add(pic, size, widthsFor(size.Width), both)
			}
		case "cover":
			// design.json's image and the next-project link's picture (half the grid at most: a 1x
			// desktop and a 2x phone take the 680, a 2x desktop and a 3x phone the 1200).
			coverSource = pic
			prepared, err = add(pic, size, rungs(coverLadder, size.Width), both)
			out.Cover = prepared
		default:
			prepared, err = add(pic, size, widthsFor(size.Width), both)
		}
		if err != nil {
			return out, nil, err
		}
		switch pic.Role {
		case "opening":
			if box := pic.Phone; box != nil {
				src, source := path.Join("content/work", slug, pic.File), prepared.Source
				if pic.PhoneFile != "" {
					src = path.Join("content/work", slug, pic.PhoneFile)
					if source, err = fileHash(filepath.Join(root, src)); err != nil {
						return out, nil, err
					}
				}
				phone, job := cropOf(src, source, prepared.Path+"-phone", [4]int(box), []string{"avif"})
				if pic.PhoneFile != "" {
					phone, job = onGround(phone, job, p.Colour)
				}
				phone.Widths = rungs(phoneLadder, phone.Width)
				job.Widths, job.Opening = phone.Widths, true // a phone's largest paint
				if m[phone.Path] != phone.Source || !exist(root, phone) {
					jobs = append(jobs, job)
				}
				prepared.Phone = &phone
			}
			out.Opening = prepared
		case "frame":
			src := path.Join("content/work", slug, pic.File)
			crop := func(of *data.Picture, box []int) {
				if box == nil {
					return
				}
				phone, job := cropOf(src, prepared.Source, of.Path+"-phone", [4]int(box), []string{"avif"})
				if m[phone.Path] != phone.Source || !exist(root, phone) {
					jobs = append(jobs, job)
				}
				of.Phone = &phone
			}
			for j, e := range pic.Excerpts {
				screen, job := cropOf(src, prepared.Source, fmt.Sprintf("%s-screen-%d", prepared.Path, j+1),
					[4]int{0, e.Top, prepared.Width, e.height(prepared.Width)}, both)
				screen.Alt = strings.TrimSpace(e.Alt)
				if m[screen.Path] != screen.Source || !exist(root, screen) {
					jobs = append(jobs, job)
				}
				crop(&screen, e.Phone)
				prepared.Excerpts = append(prepared.Excerpts, screen)
			}
			crop(&prepared, pic.Phone)
			out.Frames = append(out.Frames, prepared)
		case "portrait":
			out.Portrait = prepared
		case "wireframe":
			process.Wireframe = prepared
		case "specimen":
			process.Specimen = prepared
		case "rejected":
			process.Rejected = prepared
		case "detail":
			process.Details = append(process.Details, prepared)
		}
	}
	if out.Cover.Path == "" { // no cover: the opening stands in for it
		out.Cover = out.Opening
		out.Cover.Phone = nil
		coverSource = p.Pictures[slices.IndexFunc(p.Pictures, func(pic picture) bool { return pic.Role == "opening" })]
	}
	// The preview shared elsewhere, cropped from the cover (or the opening).
	src := path.Join("content/work", slug, coverSource.File)
	sum, err := fileHash(filepath.Join(root, src))
	if err != nil {
		return out, nil, err
	}
	out.OG = data.Picture{Alt: strings.TrimSpace(coverSource.Alt), Width: OG.X, Height: OG.Y,
		Path: "/static/img/work/" + slug + "/og.jpg", Source: sum}
	if _, err := os.Stat(filepath.Join(root, out.OG.Path)); m[out.OG.Path] != sum || err != nil {
		jobs = append(jobs, Job{Src: src, Base: strings.TrimPrefix(out.OG.Path, "/"), OG: true})
	}
	if process.Wireframe.Path != "" || process.Specimen.Path != "" || process.Rejected.Path != "" || len(process.Details) > 0 {
		out.Process = &process
	}
	return out, jobs, nil
}

// cropOf is a part of a picture (src, whose hash is source): a picture of its own at urlPath, a long
// page's screen or what a phone shows of a frame, encoded again when the file or the crop changes.
// A phone's crop is a <source> for phones only, so AVIF alone: the picture's <img> has the fallback.
func cropOf(src, source, urlPath string, crop [4]int, formats []string) (data.Picture, Job) {
	widths := widthsFor(crop[2])
	p := data.Picture{Width: crop[2], Height: crop[3], Widths: widths, Formats: formats, Path: urlPath,
		Source: fmt.Sprintf("%s-%d-%d-%d-%d", source, crop[0], crop[1], crop[2], crop[3])}
	job := Job{Src: src, Base: strings.TrimPrefix(urlPath, "/"), Widths: widths, Crop: &crop}
	if slices.Contains(formats, "jpg") {
		job.JPEG = p.FallbackWidth()
	}
	return p, job
}

// screenMargin is the share of a phone's opening, cut from a phone frame, that is the client's colour
// on each side of the screen and above it.
const screenMargin = 0.06

// onGround sets a crop of a phone's screen on colour: the picture grows by the margins, which
// scripts/pictures.mjs draws around the screen at every width (Job.Ground).
func onGround(p data.Picture, job Job, colour string) (data.Picture, Job) {
	margin := int(math.Round(float64(p.Width) * screenMargin / (1 - 2*screenMargin)))
	p.Width, p.Height = p.Width+2*margin, p.Height+margin
	p.Source = fmt.Sprintf("%s-on-%s-%g", p.Source, colour, screenMargin)
	job.Ground, job.Margin = colour, screenMargin
	return p, job
}

// allPictures is every picture of a project, for looking up what the last build made.
func allPictures(p data.ProjectPictures) []data.Picture {
	all := append([]data.Picture{p.Opening, p.Cover, p.OG, p.Portrait}, p.Frames...)
	if p.Opening.Phone != nil {
		all = append(all, *p.Opening.Phone)
	}
	for _, f := range p.Frames {
		all = append(all, f.Excerpts...)
		for _, e := range append(f.Excerpts, f) {
			if e.Phone != nil {
				all = append(all, *e.Phone)
			}
		}
	}
	if p.Process != nil {
		all = append(all, p.Process.Wireframe, p.Process.Specimen, p.Process.Rejected)
		all = append(all, p.Process.Details...)
	}
	if p.Motion != nil {
		all = append(all, p.Motion.Poster)
	}
	return all
}

// exist reports whether every file of a picture's variants is there.
func exist(root string, p data.Picture) bool {
	for _, file := range variantFiles(p) {
		if _, err := os.Stat(filepath.Join(root, file)); err != nil {
			return false
		}
	}
	return true
}

// variantFiles is every file of a picture's variants, repository-relative.
func variantFiles(p data.Picture) []string {
	var files []string
	for _, f := range p.Formats {
		widths := p.Widths
		if f == "jpg" {
			widths = []int{p.FallbackWidth()}
		}
		for _, w := range widths {
			files = append(files, strings.TrimPrefix(p.File(w, f), "/"))
		}
	}
	return files
}

// pruneWork removes from static/img/work what no project shows any more (a picture taken out of
// its folder, a project removed), so the site ships exactly its content's variants.
func pruneWork(root string, pictures map[string]data.ProjectPictures) error {
	keep := map[string]bool{}
	for _, p := range pictures {
		for _, pic := range allPictures(p) {
			keepVariants(keep, pic)
		}
		keep[strings.TrimPrefix(p.OG.Path, "/")] = true
		if p.Motion != nil {
			keep[strings.TrimPrefix(p.Motion.Video, "/")] = true
		}
	}
	return prune(root, filepath.Join("static", "img", "work"), keep)
}

// pruneTeam removes from static/img/team what no person shows any more (a person who left, a
// variant the ladder no longer makes).
func pruneTeam(root string, team []data.Member) error {
	keep := map[string]bool{}
	for _, member := range team {
		keepVariants(keep, member.Portrait)
	}
	return prune(root, filepath.Join("static", "img", "team"), keep)
}

// pruneBoards removes from static/img/studio and static/img/boards what the studio's pictures and
// the categories' boards no longer make (a picture replaced by another of a new name or width).
func pruneBoards(root string, b *data.Bundle) error {
	keep := map[string]bool{}
	for _, pic := range append([]data.Picture{b.Studio, b.Home, b.Seat}, slices.Collect(maps.Values(b.Boards))...) {
		keepVariants(keep, pic)
	}
	for _, dir := range []string{"studio", "boards"} {
		if err := prune(root, filepath.Join("static", "img", dir), keep); err != nil {
			return err
		}
	}
	return nil
}

func keepVariants(keep map[string]bool, pic data.Picture) {
	for _, file := range variantFiles(pic) {
		keep[file] = true
	}
}

// prune removes every file below dir (repository-relative) that keep does not hold.
func prune(root, dir string, keep map[string]bool) error {
	return filepath.WalkDir(filepath.Join(root, dir), func(file string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(root, file)
		if err != nil || keep[filepath.ToSlash(rel)] {
			return err
		}
		return os.Remove(file)
	})
}

func fileHash(file string) (string, error) {
	raw, err := os.ReadFile(file)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(raw)
	return hex.EncodeToString(sum[:8]), nil
}

// encodeWithNode hands the jobs to scripts/pictures.mjs, which encodes them with sharp.
func encodeWithNode(root string, jobs []Job) error {
	in, err := json.Marshal(jobs)
	if err != nil {
		return err
	}
	cmd := exec.Command("node", "scripts/pictures.mjs")
	cmd.Dir, cmd.Stdin, cmd.Stdout, cmd.Stderr = root, bytes.NewReader(in), os.Stdout, os.Stderr
	return cmd.Run()
}
