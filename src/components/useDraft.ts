import { useState } from 'react';
import { useUnsavedChanges } from './useUnsavedChanges';

const same = <Fields extends object>(a: Fields, b: Fields) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A form's fields as typed, against what was last saved: `dirty` while they differ, and while they do,
 * leaving the page asks first. `save()` runs a save and keeps its state; `kept()` marks as saved what a
 * save run elsewhere stored.
 */
export function useDraft<Fields extends object>(initial: () => Fields) {
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(saved);
  const [saving, setSaving] = useState(false);
  const dirty = !same(draft, saved);
  useUnsavedChanges(dirty);

  /**
   * Saves what is typed: `write` answers null once it is stored, or why it was not. Stored, what was
   * typed becomes the saved state; a failed save keeps it typed, and still unsaved.
   */
  async function save(write: () => Promise<string | null>): Promise<string | null> {
    const typed = draft;
    setSaving(true);
    const failure = await write();
    setSaving(false);
    if (failure === null) setSaved(typed);
    return failure;
  }

  return {
    draft,
    dirty,
    saving,
    change: (changes: Partial<Fields>) => setDraft((now) => ({ ...now, ...changes })),
    save,
    kept: (fields: Fields) => setSaved(fields),
  };
}
