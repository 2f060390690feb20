package bundle

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"image"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"designo/data"
)

// A project's motion is a short muted loop of its prototype moving (art/work/motion/record.mjs
// records it from the piece): in project.toml,
//
//	[[pictures]]
//	file = "motion.mp4"   # H.264 in MP4, its index first (faststart), under data.MaxMotionBytes
//	role = "motion"
//	poster = "motion.jpg" # the loop's first frame, at the video's size, JPEG or PNG
//	alt = "…"             # what moves
//	caption = "…"         # the words under it
//
// checkMotion reads the video and its poster and says what is wrong with them, naming the field.
func checkMotion(fsys fs.FS, dir string, pic picture) (video mp4Info, poster image.Config, err error) {
	switch {
	case strings.ToLower(path.Ext(pic.File)) != ".mp4":
		return video, poster, fmt.Errorf("file: want an .mp4 (H.264), as art/work/motion/record.mjs writes")
	case pic.Poster == "":
		return video, poster, fmt.Errorf("poster: empty (the loop's first frame, JPEG or PNG)")
	case pic.Poster == pic.File:
		return video, poster, fmt.Errorf("poster: %s is the video itself", pic.Poster)
	case pic.Kind != "" || pic.Excerpts != nil || pic.Phone != nil:
		return video, poster, fmt.Errorf("a motion has a file, a poster, an alt and a caption only")
	}
	if ext := strings.ToLower(path.Ext(pic.Poster)); ext != ".jpg" && ext != ".jpeg" && ext != ".png" {
		return video, poster, fmt.Errorf("poster: want a .jpg or .png")
	}
	raw, err := fs.ReadFile(fsys, path.Join(dir, pic.File))
	if err != nil {
		return video, poster, fmt.Errorf("file: %v", err)
	}
	if len(raw) > data.MaxMotionBytes {
		return video, poster, fmt.Errorf("file: %d bytes, over the %d a loop may weigh (record it shorter or smaller)", len(raw), data.MaxMotionBytes)
	}
	if video, err = readMP4(raw); err != nil {
		return video, poster, fmt.Errorf("file: %v", err)
	}
	f, err := fsys.Open(path.Join(dir, pic.Poster))
	if err != nil {
		return video, poster, fmt.Errorf("poster: %v", err)
	}
	defer f.Close()
	if poster, _, err = image.DecodeConfig(f); err != nil {
		return video, poster, fmt.Errorf("poster: not a JPEG or PNG picture: %v", err)
	}
	if poster.Width != video.width || poster.Height != video.height {
		return video, poster, fmt.Errorf("poster: %d x %d px, the video's frame is %d x %d (the poster is its first frame)",
			poster.Width, poster.Height, video.width, video.height)
	}
	return video, poster, nil
}

// mp4Info is what the bundle needs of a video: its frame, its length and its size in bytes.
type mp4Info struct {
	width, height int
	seconds       float64
	bytes         int
}

// readMP4 reads an MP4's boxes far enough to check that it is what every browser plays at once: a
// video track of H.264 (avc1), with its index (moov) before its frames (mdat), so that playback
// starts before the whole file has arrived and a seek asks for one range.
func readMP4(raw []byte) (mp4Info, error) {
	info := mp4Info{bytes: len(raw)}
	top, err := boxes(raw)
	if err != nil {
		return info, err
	}
	if len(top) == 0 || top[0].kind != "ftyp" {
		return info, errors.New("not an MP4 (no ftyp box first)")
	}
	moov, mdat := -1, -1
	for i, b := range top {
		switch b.kind {
		case "moov":
			moov = i
		case "mdat":
			if mdat < 0 {
				mdat = i
			}
		}
	}
	switch {
	case moov < 0:
		return info, errors.New("an MP4 without its index (no moov box)")
	case mdat >= 0 && mdat < moov:
		return info, errors.New("its index (moov) comes after its frames: encode with -movflags +faststart")
	}
	inMoov, err := boxes(top[moov].body)
	if err != nil {
		return info, err
	}
	for _, b := range inMoov {
		switch b.kind {
		case "mvhd":
			if info.seconds, err = mvhdSeconds(b.body); err != nil {
				return info, err
			}
		case "trak":
			w, h, codec, err := videoTrack(b.body)
			if err != nil {
				return info, err
			}
			if codec == "" { // not a video track
				continue
			}
			if codec != "avc1" {
				return info, fmt.Errorf("its video is %q, want H.264 (avc1), which every browser plays", codec)
			}
			info.width, info.height = w, h
		}
	}
	switch {
	case info.width == 0:
		return info, errors.New("no video track")
	case info.seconds <= 0:
		return info, errors.New("no length (mvhd)")
	}
	return info, nil
}

type box struct {
	kind string
	body []byte
}

// boxes splits an MP4 box's body (or a file) into its boxes.
func boxes(b []byte) ([]box, error) {
	var out []box
	for len(b) > 0 {
		if len(b) < 8 {
			return nil, errors.New("not an MP4 (a box is cut short)")
		}
		size, header := uint64(binary.BigEndian.Uint32(b)), 8
		switch size {
		case 1:
			if len(b) < 16 {
				return nil, errors.New("not an MP4 (a box is cut short)")
			}
			size, header = binary.BigEndian.Uint64(b[8:]), 16
		case 0:
			size = uint64(len(b))
		}
		if size < uint64(header) || size > uint64(len(b)) {
			return nil, errors.New("not an MP4 (a box's size runs past the file)")
		}
		out = append(out, box{kind: string(b[4:8]), body: b[header:size]})
		b = b[size:]
	}
	return out, nil
}

// mvhdSeconds is a movie's length from its header box.
func mvhdSeconds(b []byte) (float64, error) {
	if len(b) < 32 {
		return 0, errors.New("mvhd cut short")
	}
	if b[0] == 1 { // version 1: 64-bit times
		return float64(binary.BigEndian.Uint64(b[24:])) / float64(binary.BigEndian.Uint32(b[20:])), nil
	}
	scale := binary.BigEndian.Uint32(b[12:])
	if scale == 0 {
		return 0, errors.New("mvhd has no time scale")
	}
	return float64(binary.BigEndian.Uint32(b[16:])) / float64(scale), nil
}

// videoTrack is a track's frame (tkhd) and, for a video track (hdlr 'vide'), its codec (the first
// sample entry of stsd); codec is "" for another kind of track.
func videoTrack(trak []byte) (width, height int, codec string, err error) {
	find := func(b []byte, kind string) []byte {
		in, e := boxes(b)
		if e != nil {
			err = e
			return nil
		}
		for _, x := range in {
			if x.kind == kind {
				return x.body
			}
		}
		return nil
	}
	tkhd, mdia := find(trak, "tkhd"), find(trak, "mdia")
	hdlr := find(mdia, "hdlr")
	if err != nil || len(tkhd) < 8 || len(hdlr) < 12 {
		return 0, 0, "", cmpErr(err, errors.New("a track without its header or handler"))
	}
	if string(hdlr[8:12]) != "vide" {
		return 0, 0, "", nil
	}
	// tkhd ends with the width and height, 16.16 fixed point.
	width, height = int(binary.BigEndian.Uint32(tkhd[len(tkhd)-8:])>>16), int(binary.BigEndian.Uint32(tkhd[len(tkhd)-4:])>>16)
	stsd := find(find(find(mdia, "minf"), "stbl"), "stsd")
	if err != nil || len(stsd) < 16 {
		return 0, 0, "", cmpErr(err, errors.New("a video track without its sample description"))
	}
	return width, height, string(stsd[12:16]), nil
}

func cmpErr(err, otherwise error) error {
	if err != nil {
		return err
	}
	return otherwise
}

// motionOf lays out a project's motion: its poster as a picture (every variant of it, lazy on the
// page) and its video, copied as it is to static/img/work/<slug>/.
func (m made) motionOf(root, slug string, pic picture, video mp4Info, poster image.Config, jobs *[]Job) (*data.Motion, error) {
	name := strings.TrimSuffix(pic.Poster, path.Ext(pic.Poster))
	prepared, err := m.picture(root, path.Join("content/work", slug, pic.Poster), "/static/img/work/"+slug+"/"+name+"-poster",
		poster, posterWidths(poster.Width), both, false, jobs)
	if err != nil {
		return nil, err
	}
	prepared.Alt = strings.TrimSpace(pic.Alt)
	sum, err := fileHash(filepath.Join(root, "content", "work", slug, pic.File))
	if err != nil {
		return nil, err
	}
	return &data.Motion{Video: "/static/img/work/" + slug + "/" + pic.File, Type: "video/mp4", Bytes: video.bytes,
		Width: video.width, Height: video.height, Seconds: video.seconds, Alt: strings.TrimSpace(pic.Alt),
		Caption: strings.TrimSpace(pic.Caption), Poster: prepared, Source: sum}, nil
}

// posterWidths are a poster's: it is seen only once the page is scrolled to it, and only until
// the video plays, so two widths serve it (a phone's at 680 px, a desktop's at its own) and its
// page carries two addresses, not five, in its first round trip (server's TestPagesArriveInOneRoundTrip).
func posterWidths(width int) []int {
	if width <= 680 {
		return []int{width}
	}
	return []int{680, width}
}

// copyMotions puts each project's video where the bundle lists it, below static/, when it is not
// there already as it is.
func copyMotions(root string, pictures map[string]data.ProjectPictures) error {
	for slug, p := range pictures {
		if p.Motion == nil {
			continue
		}
		raw, err := os.ReadFile(filepath.Join(root, "content", "work", slug, path.Base(p.Motion.Video)))
		if err != nil {
			return err
		}
		to := filepath.Join(root, filepath.FromSlash(strings.TrimPrefix(p.Motion.Video, "/")))
		if have, err := os.ReadFile(to); err == nil && bytes.Equal(have, raw) {
			continue
		}
		if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(to, raw, 0o644); err != nil {
			return err
		}
	}
	return nil
}
