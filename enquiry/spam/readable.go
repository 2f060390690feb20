package spam

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/mtibben/confusables"
	"golang.org/x/text/unicode/norm"
)

// Readable is a text as a person reads it, for judging only (what is stored and shown is what the
// visitor typed): Unicode compatibility forms folded (NFKC: full-width, mathematical and circled
// letters, ligatures), invisible characters removed (zero-width spaces and joiners, bidirectional
// controls, soft hyphens, variation selectors, Hangul fillers) and letters of other scripts that
// look like Latin ones mapped to their Latin skeleton (Unicode's confusables, UTS #39) wherever
// they stand in for Latin letters: in a word that mixes them with Latin letters, or in a text
// written mostly in Latin letters. A text in Cyrillic, Greek or another script keeps its letters.
func Readable(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	if isPlainASCII(s) {
		return s
	}
	s = norm.NFKC.String(strings.Map(func(r rune) rune {
		if invisible(r) {
			return -1
		}
		return r
	}, s))
	// Letters: Latin, look-alikes of Latin ones, and the others (which only their script has).
	latin, alike, own := 0, 0, 0
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Latin, r):
			latin++
		case !unicode.IsLetter(r):
		case lookalike(r) != "":
			alike++
		default:
			own++
		}
	}
	if alike == 0 {
		return s
	}
	mostlyLatin := latin > 0 && latin+alike > 2*own
	var b strings.Builder
	b.Grow(len(s))
	for len(s) > 0 {
		// A word: a run of letters and marks; the rest is copied as it is.
		end := strings.IndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsMark(r) })
		if end == 0 {
			_, size := utf8.DecodeRuneInString(s)
			b.WriteString(s[:size])
			s = s[size:]
			continue
		}
		if end < 0 {
			end = len(s)
		}
		b.WriteString(latinWord(s[:end], mostlyLatin))
		s = s[end:]
	}
	return b.String()
}

// latinWord maps a word's look-alike letters to Latin ones when they stand in for Latin letters:
// every letter of the word is Latin or looks like Latin letters, and the word has a Latin letter
// or the text is mostly Latin.
func latinWord(word string, mostlyLatin bool) string {
	hasLatin, hasOther := false, false
	for _, r := range word {
		switch {
		case unicode.IsMark(r):
		case unicode.Is(unicode.Latin, r):
			hasLatin = true
		default:
			hasOther = true
			if lookalike(r) == "" {
				return word // a letter of its own script: a word of that script
			}
		}
	}
	if !hasOther || !hasLatin && !mostlyLatin {
		return word
	}
	var b strings.Builder
	for _, r := range word {
		if l := lookalike(r); l != "" && !unicode.Is(unicode.Latin, r) {
			b.WriteString(l)
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// lookalike is the Latin skeleton of a letter that is not Latin, when it is made of ASCII letters
// only (Cyrillic "а" is "a", Greek "ο" is "o"); "" otherwise.
func lookalike(r rune) string {
	if r < utf8.RuneSelf {
		return ""
	}
	if l, ok := lookalikes.Load(r); ok {
		return l.(string)
	}
	l := skeletonLetters(r)
	lookalikes.Store(r, l)
	return l
}

// lookalikes caches lookalike: a skeleton is a normalisation and a table look-up.
var lookalikes sync.Map // rune -> string

func skeletonLetters(r rune) string {
	sk := confusables.Skeleton(string(r))
	if sk == "" || sk == string(r) || len(sk) > 3 {
		return ""
	}
	for i := 0; i < len(sk); i++ {
		if c := sk[i]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return ""
		}
	}
	return sk
}

// invisible tells the characters a reader does not see: format characters (zero-width space,
// joiners, bidirectional controls, soft hyphen, word joiner, byte order mark), the combining
// grapheme joiner, variation selectors and the Hangul fillers.
func invisible(r rune) bool {
	switch {
	case unicode.Is(unicode.Cf, r):
		return true
	case r == '\u034F', r >= '\uFE00' && r <= '\uFE0F', r >= 0xE0100 && r <= 0xE01EF:
		return true
	case r == '\u115F', r == '\u1160', r == '\u3164', r == '\uFFA0':
		return true
	}
	return false
}

func isPlainASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
