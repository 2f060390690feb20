package sqlite

import (
	"context"
	"database/sql"
	"fmt"

	"designo/enquiry"
)

// querier is a connection or a transaction.
type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

// collect reads every row with scan and closes rows, as pgx.CollectRows does for the PostgreSQL
// store.
func collect[T any](rows *sql.Rows, scan func(rowScanner) (T, error)) ([]T, error) {
	defer rows.Close()
	var list []T
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, err
		}
		list = append(list, v)
	}
	return list, rows.Err()
}

// queryAll runs query and collects its rows; a failure is ErrUnavailable, saying what was being done.
func queryAll[T any](ctx context.Context, q querier, what string, scan func(rowScanner) (T, error), query string, args ...any) ([]T, error) {
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v", enquiry.ErrUnavailable, what, err)
	}
	list, err := collect(rows, scan)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: %v", enquiry.ErrUnavailable, what, err)
	}
	return list, nil
}
