// The saved working copy. Storage exists only in a browser and may refuse access (privacy modes,
// full quota), so every access is guarded: the page then simply does not remember.
import { isWorkingCopy, STORAGE_KEY, type WorkingCopy } from './data';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The saved working copy, or null when there is none or it is not a complete working copy. */
export function readSavedCopy(): WorkingCopy | null {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const copy: unknown = JSON.parse(raw);
    return isWorkingCopy(copy) ? copy : null;
  } catch {
    return null;
  }
}

export function saveCopy(copy: WorkingCopy): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(copy));
  } catch {
    // Storage refused: the page still works, it only forgets the choice.
  }
}
