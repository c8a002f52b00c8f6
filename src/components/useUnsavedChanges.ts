import { useEffect, useId } from 'react';
import { msg, t } from '../lib/operatorText';

export const LEAVE_UNSAVED = msg(
  'You have changes on this page that are not saved. Leave without saving them?',
);

/** The forms with unsaved changes now: one question for all of them, however many there are. */
const unsaved = new Set<string>();

/** An in-app link (or a control marked `data-leaves-page`, such as Log out) that would take the desk away. */
function leavingControl(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  const control = target.closest('a[href], [data-leaves-page]');
  if (!control) return false;
  if (!(control instanceof HTMLAnchorElement)) return true;
  if (control.target === '_blank' || control.hasAttribute('download')) return false;
  return control.origin === window.location.origin && control.pathname !== window.location.pathname;
}

function askBeforeLeaving(event: MouseEvent) {
  const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  if (unsaved.size === 0 || modified || !leavingControl(event.target)) return;
  if (window.confirm(t(LEAVE_UNSAVED))) {
    unsaved.clear();
    return;
  }
  // Captured at the document, before the router's own click handler: neither it nor the browser acts.
  event.preventDefault();
  event.stopPropagation();
}

function askBeforeUnload(event: BeforeUnloadEvent) {
  if (unsaved.size > 0) event.preventDefault();
}

/**
 * Back and Forward, through the Navigation API's `navigate` event: it comes before the history changes,
 * so before React Router hears of it, and a same-document traversal may be cancelled there (Chromium;
 * where the API is missing, Back is not guarded, see docs/ARCHITECTURE.md).
 */
function askBeforeTraversing(event: Event) {
  const traversal = 'navigationType' in event && event.navigationType === 'traverse';
  if (unsaved.size === 0 || !traversal || !event.cancelable) return;
  if (window.confirm(t(LEAVE_UNSAVED))) {
    unsaved.clear();
    return;
  }
  event.preventDefault();
}

/** The Navigation API where the browser has it (TypeScript's DOM types do not know it yet). */
const navigationApi = (): EventTarget | null => {
  const navigation: unknown = Reflect.get(window, 'navigation');
  return navigation instanceof EventTarget ? navigation : null;
};

/**
 * While a form holds changes not yet saved, leaving asks first: a link, Log out, Back or Forward inside
 * the app asks with the app's question, closing or reloading the tab with the browser's own.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const form = useId();
  useEffect(() => {
    if (!dirty) return;
    if (unsaved.size === 0) {
      document.addEventListener('click', askBeforeLeaving, true);
      window.addEventListener('beforeunload', askBeforeUnload);
      navigationApi()?.addEventListener('navigate', askBeforeTraversing);
    }
    unsaved.add(form);
    return () => {
      unsaved.delete(form);
      if (unsaved.size > 0) return;
      document.removeEventListener('click', askBeforeLeaving, true);
      window.removeEventListener('beforeunload', askBeforeUnload);
      navigationApi()?.removeEventListener('navigate', askBeforeTraversing);
    };
  }, [dirty, form]);
}
