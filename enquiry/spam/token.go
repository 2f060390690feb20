package spam

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"strconv"
	"strings"
	"time"
)

// The contact form carries a signed token with the time it was issued: a robot that posts
// without loading the form, or a moment after, shows itself, and the token's random part makes a
// double submit of the plain form one enquiry. It proves nothing about a person, so it only feeds
// the score: nothing is refused for it.
const (
	// staleAfter: older tokens are still taken, as a weak sign (a tab left open overnight).
	staleAfter = 24 * time.Hour
	nonceLen   = 12
	macLen     = 16
)

// Tokens signs and reads form tokens with Key (a secret every replica shares).
type Tokens struct{ Key []byte }

// Token is what a posted token says.
type Token struct {
	State TokenState
	Age   time.Duration // since it was issued (valid or stale tokens)
	Nonce string        // its random part (valid or stale tokens)
}

// Issue returns a new token issued at now.
func (t Tokens) Issue(now time.Time) string {
	payload := make([]byte, 8+nonceLen)
	binary.BigEndian.PutUint64(payload, uint64(now.UnixMilli()))
	rand.Read(payload[8:]) // never fails (crypto/rand)
	return base64.RawURLEncoding.EncodeToString(payload) + "." + base64.RawURLEncoding.EncodeToString(t.mac(payload))
}

// Read tells what token says at now: missing, forged (or read without a key), stale or valid.
func (t Tokens) Read(token string, now time.Time) Token {
	if token == "" {
		return Token{State: TokenMissing}
	}
	forged := Token{State: TokenForged}
	encoded, signature, ok := strings.Cut(token, ".")
	if t.Key == nil || !ok {
		return forged
	}
	payload, err1 := base64.RawURLEncoding.DecodeString(encoded)
	sum, err2 := base64.RawURLEncoding.DecodeString(signature)
	if err1 != nil || err2 != nil || len(payload) != 8+nonceLen || !hmac.Equal(sum, t.mac(payload)) {
		return forged
	}
	issued := time.UnixMilli(int64(binary.BigEndian.Uint64(payload)))
	read := Token{State: TokenValid, Age: max(now.Sub(issued), 0), Nonce: encoded[len(encoded)-16:]} // a replica's clock ahead: just issued
	if read.Age > staleAfter {
		read.State = TokenStale
	}
	return read
}

func (t Tokens) mac(payload []byte) []byte {
	h := hmac.New(sha256.New, t.Key)
	h.Write(payload)
	return h.Sum(nil)[:macLen]
}

// The optional proof of work, after ALTCHA (altcha.org): a browser with JavaScript finds the
// number n, 0 <= n <= ProofMax, for which SHA-256(token + n) is the challenge, by trying them all,
// and sends it with the enquiry. The number is the token's HMAC under the site's key (another
// purpose than the token's own MAC), so the server keeps nothing and each token has its own
// challenge; tokens are used once. It proves a little work was spent, never that a person was
// there: it only raises the likelihood, and a visitor without JavaScript is never held for
// lacking it.
const ProofMax = 150_000

// Challenge returns the proof-of-work challenge of token (hex SHA-256), or "" without a key.
func (t Tokens) Challenge(token string) string {
	if t.Key == nil || token == "" {
		return ""
	}
	sum := sha256.Sum256([]byte(token + strconv.Itoa(t.proofNumber(token))))
	return hex.EncodeToString(sum[:])
}

// Proof tells what answer, sent with token, says: none (empty), solved or wrong.
func (t Tokens) Proof(token, answer string) ProofState {
	if answer == "" {
		return ProofNone
	}
	n, err := strconv.Atoi(answer)
	if err != nil || t.Key == nil || token == "" || n != t.proofNumber(token) {
		return ProofWrong
	}
	return ProofSolved
}

func (t Tokens) proofNumber(token string) int {
	h := hmac.New(sha256.New, t.Key)
	h.Write([]byte("proof of work\x00" + token))
	return int(binary.BigEndian.Uint64(h.Sum(nil)) % (ProofMax + 1))
}
