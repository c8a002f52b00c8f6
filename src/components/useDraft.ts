import { useState } from 'react';
import { useUnsavedChanges } from './useUnsavedChanges';

const same = <Fields extends object>(a: Fields, b: Fields) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A form's fields as typed, against what was last saved: `dirty` while they differ, and while they do,
 * leaving the page asks first. `kept()` after a successful save makes what was typed the saved state.
 */
export function useDraft<Fields extends object>(initial: () => Fields) {
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(saved);
  const dirty = !same(draft, saved);
  useUnsavedChanges(dirty);
  return {
    draft,
    dirty,
    change: (changes: Partial<Fields>) => setDraft((now) => ({ ...now, ...changes })),
    kept: (fields: Fields) => setSaved(fields),
  };
}
