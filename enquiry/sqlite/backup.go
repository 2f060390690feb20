package sqlite

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// Backup is what BackupSQLite copied, read back from the copy.
type Backup struct {
	Path          string
	Bytes         int64
	SchemaVersion int
	Enquiries     int
	Deliveries    int
}

// BackupFile copies the database at src into a new file dest while the site keeps running
// (`site backup`). SQLite's VACUUM INTO writes one consistent snapshot, that of the moment its read
// transaction begins: enquiries committed after it are not in the copy, none is half in it, and
// writers go on meanwhile (WAL: readers never block them). The copy is then checked as a restore
// would use it: PRAGMA integrity_check answers ok, and it opens as the site opens a database, its
// schema brought up to date (a no-op for a copy of this build's database) and its enquiries
// counted. dest must not exist: a backup never overwrites a file; a copy that fails its check is
// removed.
func BackupFile(ctx context.Context, src, dest string) (Backup, error) {
	if _, err := os.Stat(src); err != nil {
		return Backup{}, fmt.Errorf("no database at %s: %w", src, err)
	}
	if _, err := os.Lstat(dest); err == nil {
		return Backup{}, fmt.Errorf("%s already exists; a backup never overwrites a file: name a new one", dest)
	}
	if err := os.MkdirAll(filepath.Dir(dest), 0o750); err != nil {
		return Backup{}, err
	}
	source, err := openPool(src, 1)
	if err != nil {
		return Backup{}, err
	}
	defer source.Close()
	// The source is only read: a file of a newer build's schema is copied as it is.
	if _, err := source.ExecContext(ctx, `VACUUM INTO ?`, dest); err != nil {
		os.Remove(dest)
		return Backup{}, fmt.Errorf("copying %s into %s: %w", src, dest, err)
	}
	// Enquiries are personal data: the copy is the owner's alone, whatever the umask.
	if err := os.Chmod(dest, 0o600); err != nil {
		os.Remove(dest)
		return Backup{}, err
	}
	backup, err := checkCopy(ctx, dest)
	if err != nil {
		os.Remove(dest)
		os.Remove(dest + "-wal")
		os.Remove(dest + "-shm")
		return Backup{}, fmt.Errorf("the copy %s failed its check, and was removed: %w", dest, err)
	}
	return backup, nil
}

// checkCopy opens a copied database as the site would and reads back what it holds.
func checkCopy(ctx context.Context, path string) (Backup, error) {
	b := Backup{Path: path}
	db, err := openSQLiteDB(ctx, path)
	if err != nil {
		return b, err
	}
	defer db.writer.Close()
	defer db.reader.Close()
	var integrity string
	if err := db.reader.QueryRowContext(ctx, `PRAGMA integrity_check`).Scan(&integrity); err != nil {
		return b, err
	}
	if integrity != "ok" {
		return b, fmt.Errorf("integrity check: %s", integrity)
	}
	for _, q := range []struct {
		query string
		into  *int
	}{
		{`SELECT COALESCE(MAX(version), 0) FROM schema_version`, &b.SchemaVersion},
		{`SELECT count(*) FROM enquiries`, &b.Enquiries},
		{`SELECT count(*) FROM deliveries`, &b.Deliveries},
	} {
		if err := db.reader.QueryRowContext(ctx, q.query).Scan(q.into); err != nil {
			return b, err
		}
	}
	// The copy goes back to a rollback journal, its -wal checkpointed into the file and removed, so
	// that the file alone is the backup (the site turns it to WAL again when it opens it).
	if err := db.reader.Close(); err != nil {
		return b, err
	}
	if _, err := db.writer.ExecContext(ctx, `PRAGMA journal_mode=DELETE`); err != nil {
		return b, err
	}
	if err := db.writer.Close(); err != nil {
		return b, err
	}
	info, err := os.Stat(path)
	if err != nil {
		return b, err
	}
	b.Bytes = info.Size()
	return b, nil
}

// Restore puts the backup at backup in place of the database at path (`site restore`), with
// the server stopped. The backup is copied and checked as BackupSQLite copies a live file (into a
// new file beside path, then renamed over it in one step), and is itself left untouched. A database
// already at path is kept, renamed with its -wal and -shm to path.replaced-TIME (returned in
// replaced). A -wal beside path means a server may have the file open (a stopped one removes it);
// the restore is then refused unless force is set (the -wal of a crashed server is kept with the file
// it belongs to).
func Restore(ctx context.Context, backup, path string, force bool, now time.Time) (restored Backup, replaced string, err error) {
	if info, err := os.Stat(path + "-wal"); err == nil && !force {
		return Backup{}, "", fmt.Errorf("%s-wal exists (%d bytes): a server may have %s open; stop it first (systemctl stop designo), or give -force after a crash", path, info.Size(), path)
	}
	temp := filepath.Join(filepath.Dir(path), fmt.Sprintf(".%s.restoring-%d", filepath.Base(path), now.UnixNano()))
	restored, err = BackupFile(ctx, backup, temp)
	if err != nil {
		return Backup{}, "", err
	}
	if _, err := os.Stat(path); err == nil {
		replaced = fmt.Sprintf("%s.replaced-%s", path, now.UTC().Format("20060102T150405Z"))
		for _, suffix := range []string{"", "-wal", "-shm"} {
			if err := os.Rename(path+suffix, replaced+suffix); err != nil && !errors.Is(err, os.ErrNotExist) {
				os.Remove(temp)
				return Backup{}, "", fmt.Errorf("moving the current database aside: %w", err)
			}
		}
	}
	if err := os.Rename(temp, path); err != nil {
		os.Remove(temp)
		return Backup{}, replaced, fmt.Errorf("putting the restored copy at %s: %w (the previous database is at %s)", path, err, replaced)
	}
	restored.Path = path
	return restored, replaced, nil
}
