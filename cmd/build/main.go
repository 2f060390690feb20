// Command build is the content stage of make generate: it checks content/ and writes the bundle the
// server loads (package build). Run it from the repository's root.
package main

import (
	"fmt"
	"os"

	"designo/build"
)

func main() {
	if err := build.Run(build.Options{Root: "."}); err != nil {
		fmt.Fprintln(os.Stderr, "build:", err)
		os.Exit(1)
	}
}
