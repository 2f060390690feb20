package server

import (
	"context"
	"sync"
	"time"

	"designo/enquiry/spam"
)

const (
	tokenField = "token" // the form field of the token (spam.Tokens)
	// tokenKeyName names the signing key in the store, shared by every replica.
	tokenKeyName = "form-token"
)

// formTokens issues and reads the contact form's tokens; the key comes from the store on first
// use, so a database that is down at start-up delays tokens, not the start.
type formTokens struct {
	secret func(context.Context, string) ([]byte, error) // nil: no tokens (no store)
	now    func() time.Time

	mu  sync.Mutex
	key []byte
}

func (t *formTokens) signingKey(ctx context.Context) []byte {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.key == nil && t.secret != nil {
		if key, err := t.secret(ctx, tokenKeyName); err == nil {
			t.key = key
		}
	}
	return t.key
}

// issue returns a new token, or "" when the key cannot be had (the form is sent without one,
// and an enquiry posted with it then counts as posted without loading the form).
func (t *formTokens) issue(ctx context.Context) string {
	key := t.signingKey(ctx)
	if key == nil {
		return ""
	}
	return spam.Tokens{Key: key}.Issue(t.now())
}

func (t *formTokens) read(ctx context.Context, token string) spam.Token {
	if token == "" {
		return spam.Token{State: spam.TokenMissing}
	}
	return spam.Tokens{Key: t.signingKey(ctx)}.Read(token, t.now())
}

// challenge returns token's proof-of-work challenge and the largest number it may be, or "" when
// there is no token or key.
func (t *formTokens) challenge(ctx context.Context, token string) (string, int) {
	if token == "" {
		return "", 0
	}
	c := spam.Tokens{Key: t.signingKey(ctx)}.Challenge(token)
	if c == "" {
		return "", 0
	}
	return c, spam.ProofMax
}

// proof reads the answer to token's challenge posted with an enquiry.
func (t *formTokens) proof(ctx context.Context, token, answer string) spam.ProofState {
	if answer == "" {
		return spam.ProofNone
	}
	return spam.Tokens{Key: t.signingKey(ctx)}.Proof(token, answer)
}
