// Package views holds the inbox's pages (package inbox serves them on their own listener): templ
// components of plain values that the handlers prepare.
package views

// Site is what the inbox's pages take from the site: its files' URLs (the stylesheet), its icon as
// a data: URL and its logo, inline SVG markup from the site's own embedded files (trusted).
type Site struct {
	Asset   func(logical string) string
	Favicon string
	Logo    string
}

// Page is what every inbox page shares.
type Page struct {
	Title   string // the page's own part of the <title>
	Staff   string // the address signed in; empty on the sign-in and join pages
	Folder  string // the folder link marked aria-current: new, handled, held or spam
	Query   string // the search box's words, on the search's page
	Scripts []string
}

// Folder is a link to one folder of enquiries.
type Folder struct {
	Key, Label, Href string
}

// Folders are the folders, in the order of the inbox's navigation.
var Folders = []Folder{
	{"new", "New", "/inbox"},
	{"open", "Open", "/inbox/open"},
	{"mine", "Mine", "/inbox/mine"},
	{"handled", "Handled", "/inbox/handled"},
	{"held", "Held", "/inbox/held"},
	{"spam", "Spam", "/inbox/spam"},
}

// Nav is the inbox's navigation: the folders, then the pages Sources and Staff.
var Nav = append(Folders[:len(Folders):len(Folders)],
	Folder{"sources", "Sources", "/inbox/sources"}, Folder{"staff", "Staff", "/inbox/staff"})

// FolderHref is the address of a folder by its key ("" for none).
func FolderHref(key string) string {
	for _, f := range Folders {
		if f.Key == key {
			return f.Href
		}
	}
	return ""
}

// ListView is one page of a folder's enquiries, newest first.
type ListView struct {
	Heading string
	Intro   string
	Count   string // how many the folder holds, and which of them this page shows
	Items   []Item
	Empty   string // said when there are none
	Older   string // the next page's address, when there is one
	Newest  string // the first page's address, on a later page
	// ExportCSV and ExportJSON download every enquiry the folder or search holds.
	ExportCSV, ExportJSON string
}

// Item is one enquiry in a list.
type Item struct {
	Href       string
	Name       string
	FirstLine  string
	Received   string // for people: 26 Nov 2026, 23:14 UTC
	ReceivedAt string // for machines: RFC 3339
	Office     string // the office the message names, or ""
	Reason     string // a held one's: why, the first of its reasons
	Folder     string // in a search's results, the folder it is in: New, Handled, Held, Spam
	Stage      string // an open one's: "Open: ana@designo.co", "Replied: ana@designo.co"
}

// EnquiryView is one enquiry in full, with what can be done with it.
type EnquiryView struct {
	Action        string // the form actions' base, /inbox/enquiries/ID
	Name          string
	Email         string
	Phone         string
	Message       string
	Received      string
	ReceivedAt    string
	Office        string
	State         string   // in words: New, Open: who has it since when, Held as likely spam…
	Reasons       []string // why it was held
	ReplyHref     string   // mailto: with a subject
	PersonHref    string   // everything from the sender's address
	Source        string   // where they came from: /work/camp, news.example, or "Not known"
	Notifications []Notification
	NoNotice      string   // said when there are no notifications
	Done          string   // what the last action did, after its redirect
	Steps         []Step   // what moves it on: Take it, Mark as replied, Mark as handled, Reopen
	Owners        []string // the staff, to choose its owner from; none when it cannot have one
	Owner         string   // who has it, or ""
	CanRelease    bool
	CanSpam       bool
	Notes         []Note
	NoteText      string // a note that was not added, shown again in the field
	NoteError     string // why it was not added
	NoteMax       int    // the most characters a note holds
}

// Step is a button that moves an enquiry on: a form posting to Action + "/" + Path.
type Step struct {
	Path, Label string
	Primary     bool // the likely next step, drawn as the page's main button
}

// Note is one of staff's notes on an enquiry.
type Note struct {
	Author string
	When   string // for people
	At     string // for machines: RFC 3339
	Body   string
}

// Notification is the state of one notification of an enquiry.
type Notification struct {
	Channel string // E-mail, Webhook
	State   string // Delivered, Pending, Failed
	Detail  string
}

// StaffView is the staff page: who may sign in, and what was just done there.
type StaffView struct {
	Members     []Member
	Email       string // an address typed in the invitation's field that was refused, shown again
	EmailError  string // why
	Invited     string // whom an invitation was just made for
	InviteLink  string // its one-time link, shown to the inviter to send
	InviteUntil string // when it stops working
	Mailed      bool   // the link was e-mailed to them too
	MailError   string // why it could not be e-mailed
	Removed     string // whom was just removed
}

// Member is one member of staff in the list.
type Member struct {
	Email    string
	Passkeys string // "1 passkey", "invited, no passkey yet"
	LastSeen string // the latest sign-in, or ""
	Self     bool   // the member signed in (who cannot remove themself here)
}

// PersonView is everything the agency holds from one address: its enquiries, and the button
// that erases them all (Confirm: the second step, which asks once more).
type PersonView struct {
	List    ListView
	Email   string
	Href    string // this page's address
	Count   int
	Confirm bool
}

// SourcesView is where the inbox's enquiries came from, month by month.
type SourcesView struct {
	Months []SourceMonth
}

// SourceMonth is one month's enquiries by source, the most frequent first.
type SourceMonth struct {
	Month   string // November 2026
	ID      string // its heading's id: sources-2026-11
	Sources []SourceCount
	Total   int
}

// SourceCount is how many enquiries one source brought in a month.
type SourceCount struct {
	Source    string
	Enquiries int
}
