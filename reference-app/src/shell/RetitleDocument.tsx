'use client';

import { useEffect } from 'react';

/**
 * For a page the browser renders alone, in place of the server's whose page data could not be read (the error page):
 * the document's title becomes that page's (`documentTitle` of it), as the server's named the page that is no longer
 * shown.
 */
export function RetitleDocument({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
