package enquiry

import "strings"

// folderSQL is each folder's condition on the enquiries table, the same in both stores.
var folderSQL = map[Folder]string{
	FolderNew:     `(verdict = 'inbox' AND handled_at IS NULL)`,
	FolderHandled: `(verdict = 'inbox' AND handled_at IS NOT NULL)`,
	FolderHeld:    `verdict = 'held'`,
	FolderSpam:    `verdict = 'spam'`,
}

// folderCondition is the SQL condition of being in any of folders; true for none.
func folderCondition(folders []Folder) string {
	if len(folders) == 0 {
		return "TRUE"
	}
	var conditions []string
	for _, f := range folders {
		if c, ok := folderSQL[f]; ok {
			conditions = append(conditions, c)
		}
	}
	if len(conditions) == 0 {
		return "FALSE"
	}
	return "(" + strings.Join(conditions, " OR ") + ")"
}

// ParseFolder reads a folder's name, as the CLI and the inbox take it.
func ParseFolder(name string) (Folder, bool) {
	f := Folder(name)
	_, ok := folderSQL[f]
	return f, ok
}
