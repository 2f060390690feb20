package views

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"testing"
)

// The island's tests lay cards out by islands/test/card-layout.json, as the props carry CardLayout:
// it must be CardLayout, serialised.
func TestIslandTestsUseCardLayout(t *testing.T) {
	raw, err := os.ReadFile("../islands/test/card-layout.json")
	if err != nil {
		t.Fatal(err)
	}
	var fixture []CardRule
	if err := json.Unmarshal(raw, &fixture); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(fixture, CardLayout) {
		t.Errorf("islands/test/card-layout.json = %+v, want CardLayout %+v", fixture, CardLayout)
	}
}

// The cards fill their rows, with no slot left empty, whatever their number.
func TestCardClasses(t *testing.T) {
	var got []string
	for _, n := range []int{1, 2, 3, 4, 5, 6, 8} {
		got = append(got, fmt.Sprint(n, CardClasses(n)))
	}
	want := []string{
		"1 [designs-examples--wide-first]",
		"2 [designs-examples--two-first]",
		"3 [designs-examples--wide-first]",
		"4 []",
		"5 [designs-examples--wide-first designs-examples--two-first]",
		"6 []",
		"8 [designs-examples--two-first]",
	}
	if !slices.Equal(got, want) {
		t.Errorf("CardClasses = %q, want %q", got, want)
	}
	// The slots follow the same rule: 5 cards, the first two share the first row on desktops and
	// the first is across the grid on tablets.
	if s := CardSlot(0, 5); s.Tablet != SlotFull.Tablet || s.Desktop != SlotHalf.Desktop {
		t.Errorf("CardSlot(0, 5) = %+v", s)
	}
	if s := CardSlot(2, 5); s != SlotThird {
		t.Errorf("CardSlot(2, 5) = %+v, want a third", s)
	}
}
