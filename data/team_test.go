package data

import (
	"strings"
	"testing"
)

func TestShippedTeamIsValid(t *testing.T) {
	team, err := LoadTeam(TeamJSON)
	if err != nil {
		t.Fatal(err)
	}
	if len(team) < 6 || len(team) > 8 {
		t.Errorf("/about introduces %d people, want six to eight", len(team))
	}
}

func TestBrokenTeamIsRefused(t *testing.T) {
	valid := string(TeamJSON)
	tests := []struct{ name, from, to, want string }{
		{"no role", `"role": "Creative Director"`, `"role": " "`, `has no "role"`},
		{"unknown office", `"office": "canada"`, `"office": "mars"`, `"kwame-mensah" works at "mars"`},
		{"same slug twice", `"slug": "kwame-mensah"`, `"slug": "ines-carvalho"`, `two members share the slug "ines-carvalho"`},
		{"alt that only names", `"alt": "Drawn portrait of Priya Raman: long dark wavy hair, a small smile, in a light peach top."`, `"alt": "Priya Raman"`, `"priya-raman": the alt text`},
		{"unknown field", `"line":`, `"motto": "x", "line":`, `unknown field "motto"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			broken := strings.Replace(valid, tt.from, tt.to, 1)
			if broken == valid {
				t.Fatalf("the test's edit %q does not apply", tt.from)
			}
			if _, err := LoadTeam([]byte(broken)); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want it to say %q", err, tt.want)
			}
		})
	}
}
