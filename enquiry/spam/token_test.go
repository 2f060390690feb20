package spam

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"testing"
	"time"
)

// TestProofOfWork: the challenge is found by trying the numbers as the island does, the answer
// is taken only with its own token and key, and nothing (no JavaScript) is not wrong.
func TestProofOfWork(t *testing.T) {
	tokens := Tokens{Key: []byte("0123456789abcdef0123456789abcdef")}
	token := tokens.Issue(time.Now())
	challenge := tokens.Challenge(token)
	if len(challenge) != 64 {
		t.Fatalf("challenge %q, want 64 hex digits", challenge)
	}
	found := -1
	for n := 0; n <= ProofMax; n++ { // what the island does with Web Crypto
		sum := sha256.Sum256([]byte(token + strconv.Itoa(n)))
		if hex.EncodeToString(sum[:]) == challenge {
			found = n
			break
		}
	}
	if found < 0 {
		t.Fatalf("no number up to %d solves the challenge", ProofMax)
	}
	answer := strconv.Itoa(found)
	if got := tokens.Proof(token, answer); got != ProofSolved {
		t.Errorf("the answer found: %v, want solved", got)
	}
	other := tokens.Issue(time.Now())
	if tokens.Challenge(other) == challenge {
		t.Error("two tokens share a challenge")
	}
	for name, got := range map[string]ProofState{
		"another token's answer": tokens.Proof(other, answer),
		"off by one":             tokens.Proof(token, strconv.Itoa(found+1)),
		"not a number":           tokens.Proof(token, "abc"),
		"another site's key":     Tokens{Key: []byte("another key, another site, 32 b!")}.Proof(token, answer),
		"no token":               tokens.Proof("", answer),
	} {
		if got != ProofWrong {
			t.Errorf("%s: %v, want wrong", name, got)
		}
	}
	if got := tokens.Proof(token, ""); got != ProofNone {
		t.Errorf("no answer (no JavaScript): %v, want none", got)
	}
	if (Tokens{}).Challenge(token) != "" {
		t.Error("a challenge without a key")
	}
}
