import type { ReactNode } from 'react';

/**
 * A table wider than the screen scrolls inside this box, never the whole page. The box is a named,
 * focusable region, so keyboard users can scroll it too.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
