import { useEffect } from 'react';

/** Alt + a letter, anywhere on the screen: e.g. { n: openNewVisitor }. */
export type Shortcuts = Partial<Record<string, () => void>>;

/**
 * A screen's keyboard shortcuts, with Alt so that typing in a field never triggers one. Each control that
 * has one says so on itself (aria-keyshortcuts, and the keys shown beside its words).
 */
export function useKeyShortcuts(shortcuts: Shortcuts): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      // event.code: Alt changes event.key on macOS (Alt+N types "˜").
      const letter = /^Key([A-Z])$/.exec(event.code)?.[1]?.toLowerCase();
      const action = letter ? shortcuts[letter] : undefined;
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shortcuts]);
}

/** The keys as shown on a control; hidden from screen readers, which read aria-keyshortcuts instead. */
export const shortcutLabel = (letter: string) => `Alt+${letter.toUpperCase()}`;
