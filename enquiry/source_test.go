package enquiry

import (
	"net/url"
	"strings"
	"testing"
)

func TestSourceOf(t *testing.T) {
	for _, tt := range []struct {
		referer, query, want string
	}{
		{"https://www.designo.co/work/camp", "", "/work/camp"},
		{"https://WWW.designo.co/work/camp?utm_source=x&email=ada@example.com#top", "", "/work/camp"},
		{"https://www.designo.co/", "", "/"},
		{"https://news.example/item?id=42", "", "news.example"},
		{"http://Blog.Example:8080/post", "utm_source=newsletter&utm_campaign=spring+launch", "blog.example utm_source=newsletter utm_campaign=spring launch"},
		{"", "utm_source=newsletter", "utm_source=newsletter"},
		{"", "", ""},
		{"android-app://com.google.android.gm/", "", ""},
		{"not a url", "", ""},
	} {
		q, _ := url.ParseQuery(tt.query)
		if got := SourceOf(tt.referer, q, "www.designo.co:443"); got != tt.want {
			t.Errorf("SourceOf(%q, %q) = %q, want %q", tt.referer, tt.query, got, tt.want)
		}
	}
}

func TestCleanSource(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"  /work/camp  ", "/work/camp"},
		{"news.example\r\nX-Injected: 1", "news.example X-Injected: 1"},
		{"evil\u202e.example", "evil .example"},
		{strings.Repeat("é", SourceMaxLength+5), strings.Repeat("é", SourceMaxLength)},
		{"\xff/work", "/work"},
	} {
		if got := CleanSource(tt.in); got != tt.want {
			t.Errorf("CleanSource(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
