// Package compress makes the gzip ("gzip") and brotli ("br") forms of bytes: at the best levels
// for what is prepared once and served many times, at a quick level for a page made for one request.
package compress

import (
	"bytes"
	"compress/gzip"
	"math/bits"

	"github.com/andybalholm/brotli"
)

// Best compresses at the best level. Brotli's window is no larger than the bytes: its default
// 4 MiB window costs more to set up than small files take to compress.
func Best(encoding string, b []byte) []byte {
	var buf bytes.Buffer
	if encoding == "br" {
		window := min(max(bits.Len(uint(len(b))), 10), 24)
		write(brotli.NewWriterOptions(&buf, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: window}), b)
		return buf.Bytes()
	}
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression) // the level is valid, so no error
	write(zw, b)
	return buf.Bytes()
}

// Quick compresses at a level that costs well under a millisecond for a page.
func Quick(encoding string, b []byte) []byte {
	var buf bytes.Buffer
	if encoding == "br" {
		write(brotli.NewWriterLevel(&buf, 5), b)
		return buf.Bytes()
	}
	zw, _ := gzip.NewWriterLevel(&buf, gzip.DefaultCompression) // the level is valid, so no error
	write(zw, b)
	return buf.Bytes()
}

func write(w interface {
	Write([]byte) (int, error)
	Close() error
}, b []byte) {
	w.Write(b) // to memory: it cannot fail
	w.Close()
}
