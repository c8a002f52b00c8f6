import { useEffect } from 'react';

/** Sets the document title and renders the page's one heading. */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = `${children} · Frontdesk`;
  }, [children]);
  return <h1>{children}</h1>;
}
