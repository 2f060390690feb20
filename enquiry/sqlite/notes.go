package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"designo/enquiry"
)

// AddNote implements Store.
func (s *Store) AddNote(ctx context.Context, id, body string, now time.Time, actor string) (enquiry.Note, error) {
	if err := enquiry.CheckActor(actor); err != nil {
		return enquiry.Note{}, err
	}
	body, err := enquiry.CheckNote(body)
	if err != nil {
		return enquiry.Note{}, err
	}
	n := enquiry.Note{EnquiryID: id, At: now.UTC(), Author: actor, Body: body}
	err = s.write(ctx, "adding a note", func(tx *sql.Tx) error {
		var one int
		if err := tx.QueryRowContext(ctx, `SELECT 1 FROM enquiries WHERE uid = ?`, id).Scan(&one); err != nil {
			if errors.Is(err, sql.ErrNoRows) {
				return fmt.Errorf("enquiry %s: %w", id, enquiry.ErrNotFound)
			}
			return err
		}
		if err := tx.QueryRowContext(ctx, `INSERT INTO notes (enquiry_uid, at, author, body) VALUES (?, ?, ?, ?) RETURNING id`,
			id, formatTime(now), actor, body).Scan(&n.ID); err != nil {
			return err
		}
		return sqliteRecord(ctx, tx, enquiry.AuditEntry{At: now, Actor: actor, Action: enquiry.AuditNoted, Subject: id})
	})
	if err != nil {
		return enquiry.Note{}, err
	}
	return n, nil
}

// Notes implements Store.
func (s *Store) Notes(ctx context.Context, id string) ([]enquiry.Note, error) {
	db, err := s.conn(ctx)
	if err != nil {
		return nil, err
	}
	return queryAll(ctx, db.reader, "listing an enquiry's notes", func(row rowScanner) (enquiry.Note, error) {
		var n enquiry.Note
		var at string
		err := row.Scan(&n.ID, &n.EnquiryID, &at, &n.Author, &n.Body)
		n.At, _ = time.Parse(timeLayout, at)
		return n, err
	}, `SELECT id, enquiry_uid, at, author, body FROM notes WHERE enquiry_uid = ? ORDER BY id`, id)
}
