package main

import (
	"io"
	"testing"
)

func TestFastLaneFlag(t *testing.T) {
	tests := []struct {
		name string
		args []string
		env  string
		want bool
	}{
		{"off by default", nil, "", false},
		{"on by flag", []string{"-fast-lane"}, "", true},
		{"on by environment", nil, "true", true},
		{"flag beats environment", []string{"-fast-lane=false"}, "true", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("SITE_FAST_LANE", tt.env)
			cfg, err := parseServeFlags(tt.args, io.Discard)
			if err != nil {
				t.Fatal(err)
			}
			if cfg.fastLane != tt.want {
				t.Errorf("fastLane = %v, want %v", cfg.fastLane, tt.want)
			}
		})
	}
}
