package enquiry

import (
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"
)

// Note is a member of staff's note on an enquiry: for the agency's own eyes, never sent anywhere,
// erased with the enquiry.
type Note struct {
	ID        int64     `json:"id"`
	EnquiryID string    `json:"enquiry_id"`
	At        time.Time `json:"at"`
	Author    string    `json:"author"` // the staff member's address
	Body      string    `json:"body"`
}

// NoteMaxLength is the most characters a note may hold: a page of text.
const NoteMaxLength = 5000

// ErrBadNote: a note must say something, in at most NoteMaxLength characters.
var ErrBadNote = errors.New("a note must hold some text")

// CheckNote is a note's body as stored (trimmed, line breaks as \n), or ErrBadNote saying what is wrong.
func CheckNote(body string) (string, error) {
	body = strings.TrimSpace(strings.ReplaceAll(body, "\r\n", "\n"))
	switch n := utf8.RuneCountInString(body); {
	case n == 0:
		return "", ErrBadNote
	case n > NoteMaxLength:
		return "", fmt.Errorf("%w: at most %d characters (this one has %d)", ErrBadNote, NoteMaxLength, n)
	case !utf8.ValidString(body):
		return "", fmt.Errorf("%w: it is not valid text", ErrBadNote)
	}
	return body, nil
}
