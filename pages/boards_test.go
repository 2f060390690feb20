package pages

import (
	"strings"
	"testing"
	"testing/fstest"

	"designo/data"
)

// A category without a board, or a board whose files are not shipped, stops the server naming it.
func TestCheckBoards(t *testing.T) {
	designs := data.Designs{Categories: []data.Category{{Title: "web design"}, {Title: "app design"}}}
	board := func(path string) data.Picture {
		return data.Picture{Width: 1200, Height: 900, Widths: []int{400, 800}, Formats: []string{"avif", "jpg"}, Path: path}
	}
	shipped := fstest.MapFS{}
	for _, name := range []string{"webdesign", "appdesign"} {
		for _, f := range []string{"-400.avif", "-800.avif", "-800.jpg"} {
			shipped["img/boards/"+name+f] = &fstest.MapFile{}
		}
	}
	good := boards{"webdesign": board("/static/img/boards/webdesign"), "appdesign": board("/static/img/boards/appdesign")}
	if err := checkBoards(good, fsAssets{shipped}, designs); err != nil {
		t.Fatal(err)
	}
	if got := good.category("Web Design").Path; got != "/static/img/boards/webdesign" {
		t.Errorf("the board of Web Design: %s", got)
	}
	noWidths := board("/static/img/boards/appdesign")
	noWidths.Widths = nil
	for _, tt := range []struct {
		name   string
		boards boards
		want   string
	}{
		{"a category without a board", boards{"webdesign": good["webdesign"]}, `no board "appdesign" for "app design"`},
		{"a missing file", boards{"webdesign": good["webdesign"], "appdesign": board("/static/img/boards/apps")}, `"appdesign": no file /static/img/boards/apps-400.avif`},
		{"no widths", boards{"webdesign": good["webdesign"], "appdesign": noWidths}, `"appdesign": no widths`},
	} {
		if err := checkBoards(tt.boards, fsAssets{shipped}, designs); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: err = %v, want it to say %s", tt.name, err, tt.want)
		}
	}
}
