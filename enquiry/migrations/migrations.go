// Package migrations holds both stores' schema changes as NNN_description.sql files, numbered
// alike: sqlite/004_staff.sql and postgres/004_staff.sql make the same change, each in its
// database's dialect. A store applies those newer than its schema_version, in order.
package migrations

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"
)

//go:embed sqlite/*.sql postgres/*.sql
var files embed.FS

// ErrSchemaTooNew: the database (SQLite or PostgreSQL) was migrated by a newer build of the site
// than this one.
var ErrSchemaTooNew = errors.New("the database schema is newer than this build of the site knows")

// Migration is one schema change.
type Migration struct {
	Version int
	File    string // its path below enquiry/migrations, for messages
	SQL     string
}

// SQLite lists SQLite's migrations by version.
func SQLite() ([]Migration, error) { return read("sqlite") }

// Postgres lists PostgreSQL's migrations by version.
func Postgres() ([]Migration, error) { return read("postgres") }

// read lists the NNN_description.sql files of dir by version.
func read(dir string) ([]Migration, error) {
	names, err := fs.Glob(files, dir+"/*.sql")
	if err != nil {
		return nil, err
	}
	var list []Migration
	for _, file := range names {
		prefix, _, _ := strings.Cut(path.Base(file), "_")
		version, err := strconv.Atoi(prefix)
		if err != nil {
			return nil, fmt.Errorf("migration %s: file name must start with its version number", file)
		}
		body, err := fs.ReadFile(files, file)
		if err != nil {
			return nil, err
		}
		list = append(list, Migration{Version: version, File: file, SQL: string(body)})
	}
	sort.Slice(list, func(i, j int) bool { return list[i].Version < list[j].Version })
	return list, nil
}
