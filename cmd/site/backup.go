package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"designo/enquiry/sqlite"
	"designo/service"
)

// runBackup is `site backup [-db FILE] DEST`: an online copy of the SQLite database into the new
// file DEST, checked as a restore would use it (enquiry.BackupSQLite). The server keeps running and
// taking enquiries meanwhile. PostgreSQL has its own tools (pg_dump).
func runBackup(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("site backup", stderr, "site backup [-db FILE] DEST",
		"copies the SQLite database, while the site runs, into the new file DEST and checks the copy")
	var where service.Store
	addStoreFlags(fs, &where)
	if err := parseFlagsAndArgs(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usageErrorf("backup: want one argument, the new file to write (see site backup -h)")
	}
	if where.DatabaseURL != "" {
		return usageErrorf("backup: backs up the SQLite file; for PostgreSQL use its own tools (pg_dump)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	b, err := sqlite.BackupFile(ctx, where.DB, fs.Arg(0))
	if err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	fmt.Fprintf(stdout, "%s: %d enquiries, %d notifications, schema version %d, %d bytes; checked (integrity, opens and migrates)\n",
		b.Path, b.Enquiries, b.Deliveries, b.SchemaVersion, b.Bytes)
	return nil
}

// runRestore is `site restore [-db FILE] [-force] BACKUP`: the backup, copied and checked, in place
// of the database FILE, which is kept beside it (enquiry.RestoreSQLite). The server is stopped first.
func runRestore(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("site restore", stderr, "site restore [-db FILE] [-force] BACKUP",
		"puts a backup in place of the SQLite database FILE (stop the server first); the replaced file is kept beside it")
	var where service.Store
	addStoreFlags(fs, &where)
	force := fs.Bool("force", false, "restore although FILE-wal exists (after a crash; never while a server runs)")
	if err := parseFlagsAndArgs(fs, args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usageErrorf("restore: want one argument, the backup to restore (see site restore -h)")
	}
	if where.DatabaseURL != "" {
		return usageErrorf("restore: restores the SQLite file; for PostgreSQL use its own tools (pg_restore)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	b, replaced, err := sqlite.Restore(ctx, fs.Arg(0), where.DB, *force, time.Now())
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	fmt.Fprintf(stdout, "%s: restored from %s: %d enquiries, %d notifications, schema version %d\n",
		b.Path, fs.Arg(0), b.Enquiries, b.Deliveries, b.SchemaVersion)
	if replaced != "" {
		fmt.Fprintf(stdout, "the database it replaced is kept at %s\n", replaced)
	}
	return nil
}
