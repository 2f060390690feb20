package enquiry

import (
	"errors"
	"time"
)

// How an enquiry arrived.
const (
	ViaForm   = "form"   // the plain HTML form, without JavaScript
	ViaScript = "script" // the contact island
)

// Enquiry is one stored contact request.
type Enquiry struct {
	ID         string    `json:"id"` // see NewID
	Name       string    `json:"name"`
	Email      string    `json:"email"`
	Phone      string    `json:"phone"`
	Message    string    `json:"message"`
	ReceivedAt time.Time `json:"received_at"`
	Via        string    `json:"via"`
}

var (
	// ErrUnavailable wraps every failure to store or read enquiries (a missing,
	// locked, read-only or corrupt database), so that callers can answer
	// "try again later" without knowing the database.
	ErrUnavailable = errors.New("enquiry store unavailable")
	// ErrNotFound: no enquiry or delivery with that id.
	ErrNotFound = errors.New("not found")
	// ErrKeyReused: an idempotency key came back with different values.
	ErrKeyReused = errors.New("idempotency key already used for a different enquiry")
)
