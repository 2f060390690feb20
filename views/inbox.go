package views

// The inbox's pages (package inbox serves them on their own listener): plain values prepared by
// the handlers.

// InboxPage is what every inbox page shares.
type InboxPage struct {
	Title   string // the page's own part of the <title>
	Staff   string // the address signed in; empty on the sign-in and join pages
	Folder  string // the folder link marked aria-current: new, handled, held or spam
	Query   string // the search box's words, on the search's page
	Scripts []string
}

// InboxFolder is a link to one folder of enquiries.
type InboxFolder struct {
	Key, Label, Href string
}

// InboxFolders are the folders, in the order of the inbox's navigation.
var InboxFolders = []InboxFolder{
	{"new", "New", "/inbox"},
	{"open", "Open", "/inbox/open"},
	{"mine", "Mine", "/inbox/mine"},
	{"handled", "Handled", "/inbox/handled"},
	{"held", "Held", "/inbox/held"},
	{"spam", "Spam", "/inbox/spam"},
}

// InboxNav is the inbox's navigation: the folders, then the pages Sources and Staff.
var InboxNav = append(InboxFolders[:len(InboxFolders):len(InboxFolders)],
	InboxFolder{"sources", "Sources", "/inbox/sources"}, InboxFolder{"staff", "Staff", "/inbox/staff"})

// InboxFolderHref is the address of a folder by its key ("" for none).
func InboxFolderHref(key string) string {
	for _, f := range InboxFolders {
		if f.Key == key {
			return f.Href
		}
	}
	return ""
}

// InboxListView is one page of a folder's enquiries, newest first.
type InboxListView struct {
	Heading string
	Intro   string
	Count   string // how many the folder holds, and which of them this page shows
	Items   []InboxItem
	Empty   string // said when there are none
	Older   string // the next page's address, when there is one
	Newest  string // the first page's address, on a later page
	// ExportCSV and ExportJSON download every enquiry the folder or search holds.
	ExportCSV, ExportJSON string
}

// InboxItem is one enquiry in a list.
type InboxItem struct {
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

// InboxEnquiryView is one enquiry in full, with what can be done with it.
type InboxEnquiryView struct {
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
	Notifications []InboxNotification
	NoNotice      string      // said when there are no notifications
	Done          string      // what the last action did, after its redirect
	Steps         []InboxStep // what moves it on: Take it, Mark as replied, Mark as handled, Reopen
	Owners        []string    // the staff, to choose its owner from; none when it cannot have one
	Owner         string      // who has it, or ""
	CanRelease    bool
	CanSpam       bool
	Notes         []InboxNote
	NoteText      string // a note that was not added, shown again in the field
	NoteError     string // why it was not added
	NoteMax       int    // the most characters a note holds
}

// InboxStep is a button that moves an enquiry on: a form posting to Action + "/" + Path.
type InboxStep struct {
	Path, Label string
	Primary     bool // the likely next step, drawn as the page's main button
}

// InboxNote is one of staff's notes on an enquiry.
type InboxNote struct {
	Author string
	When   string // for people
	At     string // for machines: RFC 3339
	Body   string
}

// InboxNotification is the state of one notification of an enquiry.
type InboxNotification struct {
	Channel string // E-mail, Webhook
	State   string // Delivered, Pending, Failed
	Detail  string
}

// InboxStaffView is the staff page: who may sign in, and what was just done there.
type InboxStaffView struct {
	Members     []InboxMember
	Email       string // an address typed in the invitation's field that was refused, shown again
	EmailError  string // why
	Invited     string // whom an invitation was just made for
	InviteLink  string // its one-time link, shown to the inviter to send
	InviteUntil string // when it stops working
	Mailed      bool   // the link was e-mailed to them too
	MailError   string // why it could not be e-mailed
	Removed     string // whom was just removed
}

// InboxMember is one member of staff in the list.
type InboxMember struct {
	Email    string
	Passkeys string // "1 passkey", "invited, no passkey yet"
	LastSeen string // the latest sign-in, or ""
	Self     bool   // the member signed in (who cannot remove themself here)
}

// InboxPersonView is everything the agency holds from one address: its enquiries, and the button
// that erases them all (Confirm: the second step, which asks once more).
type InboxPersonView struct {
	List    InboxListView
	Email   string
	Href    string // this page's address
	Count   int
	Confirm bool
}

// InboxSourcesView is where the inbox's enquiries came from, month by month.
type InboxSourcesView struct {
	Months []InboxSourceMonth
}

// InboxSourceMonth is one month's enquiries by source, the most frequent first.
type InboxSourceMonth struct {
	Month   string // November 2026
	ID      string // its heading's id: sources-2026-11
	Sources []InboxSourceCount
	Total   int
}

// InboxSourceCount is how many enquiries one source brought in a month.
type InboxSourceCount struct {
	Source    string
	Enquiries int
}
