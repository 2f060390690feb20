// Package stafftest is the behaviour every enquiry.StaffStore must show (the inbox's staff,
// invitations, passkeys, sessions, ceremonies and audit trail), run by each store's own test so
// that SQLite and PostgreSQL cannot drift apart:
//
//	func TestStaffBehaviour(t *testing.T) { stafftest.Run(t, openEmptyStore) }
package stafftest

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"

	"designo/enquiry"
)

// Store is what the suite needs: a store of staff that can be closed.
type Store interface {
	enquiry.StaffStore
	Close() error
}

// Open returns a new, empty, ready store; the suite closes it.
type Open func(t *testing.T) Store

// Run runs the whole suite against stores from open.
func Run(t *testing.T, open Open) {
	tests := []struct {
		name string
		test func(*testing.T, Store)
	}{
		{"InvitationEnrolsOnceAndOpensASession", testEnrolOnce},
		{"ExpiredInvitationIsRefused", testExpiredInvitation},
		{"ReinvitingKeepsTheMemberAndCountsPasskeys", testReinvite},
		{"SignInWritesBackThePasskeyAndOpensASession", testSignIn},
		{"SessionsExpireAndSignOutEndsThem", testSessions},
		{"SessionsEndAfterTwelveHoursUnused", testSessionIdle},
		{"RemovingStaffEndsTheirSessionsAtOnce", testRemove},
		{"CeremonyIsTakenOnceBeforeItExpires", testCeremony},
		{"AuditLogIsInOrderWithWhoAndWhen", testAudit},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			store := open(t)
			t.Cleanup(func() { store.Close() })
			tt.test(t, store)
		})
	}
}

var (
	ctx  = context.Background()
	base = time.Date(2026, 3, 1, 9, 30, 0, 0, time.UTC)
)

const operator = "command line (test)"

func invite(t *testing.T, s Store, email, token string, now time.Time) enquiry.Staff {
	t.Helper()
	st, err := s.Invite(ctx, email, token, now, now.Add(24*time.Hour), operator)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func enrol(t *testing.T, s Store, invitation, keyID, session string, now time.Time) enquiry.Staff {
	t.Helper()
	st, err := s.Enrol(ctx, invitation, enquiry.Passkey{ID: []byte(keyID), Data: []byte(`{"n":0}`)}, session, now, now.Add(time.Hour))
	if err != nil {
		t.Fatalf("Enrol: %v", err)
	}
	return st
}

func actions(t *testing.T, s Store) []string {
	t.Helper()
	log, err := s.AuditLog(ctx, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range log {
		out = append(out, e.Actor+" "+e.Action+" "+e.Subject)
	}
	return out
}

func equal(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func testEnrolOnce(t *testing.T, s Store) {
	st := invite(t, s, "  Ada@Designo.co ", "invite-1", base)
	if st.Email != "ada@designo.co" || st.ID == "" || len(st.Handle) < 16 {
		t.Fatalf("Invite = %+v, want the address in lower case, an id and a handle", st)
	}
	got, err := s.Invitation(ctx, "invite-1", base.Add(time.Minute))
	if err != nil || got.ID != st.ID {
		t.Fatalf("Invitation = %+v, %v; want %s", got, err, st.ID)
	}
	if _, err := s.Invitation(ctx, "invite-2", base); !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("unknown invitation: %v, want ErrNotFound", err)
	}
	enrolled := enrol(t, s, "invite-1", "key-1", "session-1", base.Add(time.Minute))
	if enrolled.ID != st.ID {
		t.Errorf("Enrol = %+v, want %s", enrolled, st.ID)
	}
	if who, err := s.Session(ctx, "session-1", base.Add(2*time.Minute)); err != nil || who.Email != "ada@designo.co" {
		t.Errorf("Session after Enrol = %+v, %v", who, err)
	}
	if _, err := s.Invitation(ctx, "invite-1", base.Add(2*time.Minute)); !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("used invitation: %v, want ErrNotFound", err)
	}
	_, err = s.Enrol(ctx, "invite-1", enquiry.Passkey{ID: []byte("key-2"), Data: []byte("{}")}, "session-2", base.Add(3*time.Minute), base.Add(time.Hour))
	if !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("second Enrol with one invitation: %v, want ErrNotFound", err)
	}
	if _, err := s.Session(ctx, "session-2", base.Add(3*time.Minute)); !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("a refused Enrol opened a session: %v", err)
	}
	_, keys, err := s.StaffByHandle(ctx, st.Handle)
	if err != nil || len(keys) != 1 || string(keys[0].ID) != "key-1" {
		t.Errorf("StaffByHandle = %+v, %v; want key-1 alone", keys, err)
	}
	want := []string{operator + " invited ada@designo.co", "ada@designo.co created a passkey "}
	if got := actions(t, s); !equal(got, want) {
		t.Errorf("audit = %q, want %q", got, want)
	}
}

func testExpiredInvitation(t *testing.T, s Store) {
	invite(t, s, "bo@designo.co", "old", base)
	late := base.Add(24*time.Hour + time.Second)
	if _, err := s.Invitation(ctx, "old", late); !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("expired invitation: %v, want ErrNotFound", err)
	}
	_, err := s.Enrol(ctx, "old", enquiry.Passkey{ID: []byte("k"), Data: []byte("{}")}, "s", late, late.Add(time.Hour))
	if !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("Enrol with an expired invitation: %v, want ErrNotFound", err)
	}
}

func testReinvite(t *testing.T, s Store) {
	first := invite(t, s, "cy@designo.co", "a", base)
	enrol(t, s, "a", "key-a", "s-a", base)
	again := invite(t, s, "CY@designo.co", "b", base.Add(time.Hour))
	if again.ID != first.ID || !bytes.Equal(again.Handle, first.Handle) {
		t.Fatalf("reinvited member = %+v, want the same as %+v", again, first)
	}
	enrol(t, s, "b", "key-b", "s-b", base.Add(time.Hour))
	invite(t, s, "ab@designo.co", "c", base)
	list, err := s.StaffList(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 2 || list[0].Email != "ab@designo.co" || list[0].Passkeys != 0 || list[1].Email != "cy@designo.co" || list[1].Passkeys != 2 {
		t.Errorf("StaffList = %+v, want ab (0 passkeys), cy (2)", list)
	}
	if !list[1].LastSeen.Equal(base.Add(time.Hour)) {
		t.Errorf("cy last seen %v, want %v", list[1].LastSeen, base.Add(time.Hour))
	}
}

func testSignIn(t *testing.T, s Store) {
	st := invite(t, s, "di@designo.co", "i", base)
	enrol(t, s, "i", "key", "first", base)
	member, keys, err := s.StaffByHandle(ctx, st.Handle)
	if err != nil || member.Email != "di@designo.co" || len(keys) != 1 {
		t.Fatalf("StaffByHandle = %+v %+v, %v", member, keys, err)
	}
	if _, _, err := s.StaffByHandle(ctx, []byte("nobody")); !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("unknown handle: %v, want ErrNotFound", err)
	}
	key := keys[0]
	key.Data = []byte(`{"n":7}`)
	later := base.Add(2 * time.Hour)
	if _, err := s.SignIn(ctx, key, "second", later, later.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	if _, keys, _ := s.StaffByHandle(ctx, st.Handle); len(keys) != 1 || string(keys[0].Data) != `{"n":7}` || !keys[0].LastUsedAt.Equal(later) {
		t.Errorf("after SignIn the passkey is %+v, want its new data, used at %v", keys, later)
	}
	if who, err := s.Session(ctx, "second", later); err != nil || who.ID != st.ID {
		t.Errorf("Session = %+v, %v", who, err)
	}
	stranger := enquiry.Passkey{ID: []byte("not-a-key"), StaffID: st.ID, Data: []byte("{}")}
	if _, err := s.SignIn(ctx, stranger, "third", later, later.Add(time.Hour)); !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("SignIn with an unknown passkey: %v, want ErrNotFound", err)
	}
	want := []string{operator + " invited di@designo.co", "di@designo.co created a passkey ", "di@designo.co signed in "}
	if got := actions(t, s); !equal(got, want) {
		t.Errorf("audit = %q, want %q", got, want)
	}
}

func testSessions(t *testing.T, s Store) {
	invite(t, s, "ed@designo.co", "i", base)
	enrol(t, s, "i", "key", "tok", base) // until base+1h
	if _, err := s.Session(ctx, "tok", base.Add(time.Hour)); !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("expired session: %v, want ErrNotFound", err)
	}
	invite(t, s, "ed@designo.co", "j", base)
	enrol(t, s, "j", "key2", "tok2", base)
	if err := s.SignOut(ctx, "tok2", base.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Session(ctx, "tok2", base.Add(time.Minute)); !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("session after SignOut: %v, want ErrNotFound", err)
	}
	if err := s.SignOut(ctx, "never-issued", base); err != nil {
		t.Errorf("SignOut of an unknown session: %v", err)
	}
	got := actions(t, s)
	if len(got) == 0 || got[len(got)-1] != "ed@designo.co signed out " {
		t.Errorf("audit = %q, want it to end with the sign-out", got)
	}
}

func testRemove(t *testing.T, s Store) {
	st := invite(t, s, "fi@designo.co", "i", base)
	enrol(t, s, "i", "key", "live", base)
	invite(t, s, "fi@designo.co", "pending", base)
	invite(t, s, "gu@designo.co", "g", base)
	enrol(t, s, "g", "key-g", "other", base)
	if err := s.RemoveStaff(ctx, "FI@designo.co", base.Add(time.Minute), operator); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Session(ctx, "live", base.Add(time.Minute)); !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("removed member's session: %v, want ErrNotFound", err)
	}
	if _, err := s.Invitation(ctx, "pending", base.Add(time.Minute)); !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("removed member's invitation: %v, want ErrNotFound", err)
	}
	if _, _, err := s.StaffByHandle(ctx, st.Handle); !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("removed member by handle: %v, want ErrNotFound", err)
	}
	if _, err := s.Session(ctx, "other", base.Add(time.Minute)); err != nil {
		t.Errorf("another member's session ended too: %v", err)
	}
	if err := s.RemoveStaff(ctx, "fi@designo.co", base, operator); !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("removing an unknown member: %v, want ErrNotFound", err)
	}
	// Invited again, the address is a new member with no passkeys.
	again := invite(t, s, "fi@designo.co", "new", base.Add(time.Hour))
	if again.ID == st.ID {
		t.Errorf("a removed member came back with the old id")
	}
	got := actions(t, s)
	if !contains(got, operator+" removed fi@designo.co") {
		t.Errorf("audit = %q, want the removal", got)
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func testCeremony(t *testing.T, s Store) {
	c := enquiry.Ceremony{Kind: enquiry.CeremonyRegister, Invitation: enquiry.HashToken("i"), Data: []byte(`{"challenge":"x"}`), Expires: base.Add(5 * time.Minute)}
	if err := s.BeginCeremony(ctx, "c1", c, base); err != nil {
		t.Fatal(err)
	}
	got, err := s.TakeCeremony(ctx, "c1", base.Add(time.Minute))
	if err != nil || got.Kind != c.Kind || got.Invitation != c.Invitation || string(got.Data) != string(c.Data) || !got.Expires.Equal(c.Expires) {
		t.Fatalf("TakeCeremony = %+v, %v; want %+v", got, err, c)
	}
	if _, err := s.TakeCeremony(ctx, "c1", base.Add(time.Minute)); !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("ceremony taken twice: %v, want ErrNotFound", err)
	}
	login := enquiry.Ceremony{Kind: enquiry.CeremonyLogin, Data: []byte("{}"), Expires: base.Add(5 * time.Minute)}
	if err := s.BeginCeremony(ctx, "c2", login, base); err != nil {
		t.Fatal(err)
	}
	if _, err := s.TakeCeremony(ctx, "c2", base.Add(5*time.Minute)); !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("expired ceremony: %v, want ErrNotFound", err)
	}
}

func testAudit(t *testing.T, s Store) {
	for i, e := range []enquiry.AuditEntry{
		{At: base.Add(2 * time.Minute), Actor: "ada@designo.co", Action: enquiry.AuditReleased, Subject: "e-2"},
		{At: base, Actor: "ada@designo.co", Action: enquiry.AuditMarkedHandled, Subject: "e-1"},
		{At: base.Add(time.Minute), Actor: operator, Action: enquiry.AuditErased, Subject: "e-3"},
	} {
		if err := s.Record(ctx, e); err != nil {
			t.Fatalf("Record %d: %v", i, err)
		}
	}
	log, err := s.AuditLog(ctx, base.Add(time.Minute))
	if err != nil {
		t.Fatal(err)
	}
	if len(log) != 2 || log[0].Subject != "e-3" || log[1].Subject != "e-2" || !log[1].At.Equal(base.Add(2*time.Minute)) || log[1].Actor != "ada@designo.co" {
		t.Errorf("AuditLog since base+1m = %+v, want e-3 then e-2 with who and when", log)
	}
}

// A session also ends once it has gone SessionIdleLimit without use; each use keeps it going.
func testSessionIdle(t *testing.T, s Store) {
	invite(t, s, "ida@designo.co", "invite-idle", base)
	_, err := s.Enrol(ctx, "invite-idle", enquiry.Passkey{ID: []byte("key-idle"), Data: []byte(`{"n":0}`)}, "idle", base, base.Add(7*24*time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	// Used every eleven hours, it lasts three days and more.
	at := base
	for range 7 {
		at = at.Add(11 * time.Hour)
		if _, err := s.Session(ctx, "idle", at); err != nil {
			t.Fatalf("Session %v after opening, used every 11 hours: %v", at.Sub(base), err)
		}
	}
	// Left alone for twelve hours, it is over, whatever its expiry.
	if _, err := s.Session(ctx, "idle", at.Add(enquiry.SessionIdleLimit)); !errors.Is(err, enquiry.ErrNotFound) {
		t.Errorf("Session after %v unused: %v, want ErrNotFound", enquiry.SessionIdleLimit, err)
	}
}
