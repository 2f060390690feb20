package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"designo/enquiry"

	"github.com/jackc/pgx/v5"
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
	n := enquiry.Note{EnquiryID: id, At: pgTime(now), Author: actor, Body: body}
	err = s.write(ctx, "adding a note", func(tx pgx.Tx) error {
		var one int
		if err := tx.QueryRow(ctx, `SELECT 1 FROM enquiries WHERE uid = $1 FOR SHARE`, id).Scan(&one); err != nil {
			if errors.Is(err, pgx.ErrNoRows) {
				return fmt.Errorf("enquiry %s: %w", id, enquiry.ErrNotFound)
			}
			return err
		}
		if err := tx.QueryRow(ctx, `INSERT INTO notes (enquiry_uid, at, author, body) VALUES ($1, $2, $3, $4) RETURNING id`,
			id, n.At, actor, body).Scan(&n.ID); err != nil {
			return err
		}
		return pgRecord(ctx, tx, enquiry.AuditEntry{At: now, Actor: actor, Action: enquiry.AuditNoted, Subject: id})
	})
	if err != nil {
		return enquiry.Note{}, err
	}
	return n, nil
}

// Notes implements Store.
func (s *Store) Notes(ctx context.Context, id string) ([]enquiry.Note, error) {
	ctx, cancel, err := s.begin(ctx)
	if err != nil {
		return nil, err
	}
	defer cancel()
	rows, err := s.pool.Query(ctx, `SELECT id, enquiry_uid, at, author, body FROM notes WHERE enquiry_uid = $1 ORDER BY id`, id)
	if err != nil {
		return nil, s.unavailable("listing an enquiry's notes", err)
	}
	notes, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (enquiry.Note, error) {
		var n enquiry.Note
		err := row.Scan(&n.ID, &n.EnquiryID, &n.At, &n.Author, &n.Body)
		n.At = n.At.UTC()
		return n, err
	})
	if err != nil {
		return nil, s.unavailable("listing an enquiry's notes", err)
	}
	return notes, nil
}
