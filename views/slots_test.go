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

// A slot says each width once: a breakpoint whose width is the next one's down is left out, so a
// picture across the screen at every width is simply 100vw (a page's head and body carry it twice).
func TestSlotSizes(t *testing.T) {
	for _, tc := range []struct {
		slot Slot
		want string
	}{
		{Slot{"1200px", "1111px", "calc(100vw - 80px)", "calc(100vw - 48px)"},
			"(min-width: 1500px) 1200px, (min-width: 1200px) 1111px, (min-width: 700px) calc(100vw - 80px), calc(100vw - 48px)"},
		{Slot{"100vw", "100vw", "100vw", "100vw"}, "100vw"},
		{Slot{"920px", "920px", "calc(100vw - 80px)", "100vw"}, "(min-width: 1200px) 920px, (min-width: 700px) calc(100vw - 80px), 100vw"},
		{Slot{"380px", "350px", "calc(50vw - 52px)", "calc(50vw - 52px)"}, "(min-width: 1500px) 380px, (min-width: 1200px) 350px, calc(50vw - 52px)"},
		{Slot{"400px", "300px", "300px", "100vw"}, "(min-width: 1500px) 400px, (min-width: 700px) 300px, 100vw"},
	} {
		if got := tc.slot.Sizes(); got != tc.want {
			t.Errorf("%+v.Sizes() = %q, want %q", tc.slot, got, tc.want)
		}
	}
}
