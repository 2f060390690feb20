package enquiry

import (
	"slices"
	"time"
)

// FolderPage is one page of a folder, as the inbox shows it.
type FolderPage struct {
	Enquiries []Enquiry
	Total     int    // enquiries in the folder
	Skipped   int    // enquiries of the folder before this page
	Next      string // the after of the next page: the id of this page's last enquiry; "" on the last page
}

// Folders are every folder, in the order the inbox lists them.
var Folders = []Folder{FolderNew, FolderOpen, FolderHandled, FolderHeld, FolderSpam}

// ParseFolder reads a folder's name, as the CLI and the inbox take it.
func ParseFolder(name string) (Folder, bool) {
	f := Folder(name)
	return f, slices.Contains(Folders, f)
}

// Gathering is how long the first enquiry waiting for a digest waits for others to join it, a
// tenth of the digest's interval (6 minutes for an hour): a flood then comes as one digest of
// its first minutes, not as a digest of its first post and the rest an hour later.
func Gathering(every time.Duration) time.Duration { return every / 10 }
