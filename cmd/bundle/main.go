// Command bundle is the content stage of make generate: it checks content/ and writes the bundle the
// server loads (package bundle). Run it from the repository's root.
package main

import (
	"fmt"
	"os"

	"designo/bundle"
)

func main() {
	if err := bundle.Run(bundle.Options{Root: "."}); err != nil {
		fmt.Fprintln(os.Stderr, "build:", err)
		os.Exit(1)
	}
}
