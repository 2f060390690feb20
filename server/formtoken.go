package server

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"strings"
	"sync"
	"time"

	"designo/enquiry/spam"
)

// The contact form carries a signed token with the time it was issued: a robot that posts
// without loading the form, or a moment after, shows itself, and the token's random part makes
// a double submit of the plain form one enquiry. It proves nothing about a person, so it only
// feeds the spam score (enquiry/spam): nothing is refused for it.
const (
	tokenField = "token"
	// tokenStaleAfter: older tokens are still taken, as a weak sign (a tab left open overnight).
	tokenStaleAfter = 24 * time.Hour
	// tokenKeyName names the signing key in the store, shared by every replica.
	tokenKeyName  = "form-token"
	tokenNonceLen = 12
	tokenMACLen   = 16
)

// formTokens issues and reads the tokens; the key comes from the store on first use, so a
// database that is down at start-up delays tokens, not the start.
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
	payload := make([]byte, 8+tokenNonceLen)
	binary.BigEndian.PutUint64(payload, uint64(t.now().UnixMilli()))
	rand.Read(payload[8:]) //nolint:errcheck // never fails (crypto/rand)
	return base64.RawURLEncoding.EncodeToString(payload) + "." + base64.RawURLEncoding.EncodeToString(mac(key, payload))
}

// formToken is what a posted token says.
type formToken struct {
	state spam.TokenState
	age   time.Duration // since it was issued (valid or stale tokens)
	nonce string        // its random part (valid or stale tokens)
}

func (t *formTokens) read(ctx context.Context, token string) formToken {
	if token == "" {
		return formToken{state: spam.TokenMissing}
	}
	forged := formToken{state: spam.TokenForged}
	key := t.signingKey(ctx)
	encoded, signature, ok := strings.Cut(token, ".")
	if key == nil || !ok {
		return forged
	}
	payload, err1 := base64.RawURLEncoding.DecodeString(encoded)
	sum, err2 := base64.RawURLEncoding.DecodeString(signature)
	if err1 != nil || err2 != nil || len(payload) != 8+tokenNonceLen || !hmac.Equal(sum, mac(key, payload)) {
		return forged
	}
	issued := time.UnixMilli(int64(binary.BigEndian.Uint64(payload)))
	read := formToken{state: spam.TokenValid, age: t.now().Sub(issued), nonce: encoded[len(encoded)-16:]}
	switch {
	case read.age < 0: // issued "in the future": another replica's clock; count it as just issued
		read.age = 0
	case read.age > tokenStaleAfter:
		read.state = spam.TokenStale
	}
	return read
}

func mac(key, payload []byte) []byte {
	h := hmac.New(sha256.New, key)
	h.Write(payload)
	return h.Sum(nil)[:tokenMACLen]
}
