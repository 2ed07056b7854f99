'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { getWindow } from '../../platform/browser';
import { PROMO_COPY_SUCCESS_MS } from './constants';

/** Idle; the code is on the clipboard; or the clipboard was refused and the code is selected for the shopper. */
export type CopyState = 'idle' | 'copied' | 'selected';

/**
 * "Copying the promo code shows a success state for 3 seconds": the Clipboard API writes the code; when it is missing
 * or refuses (no permission, an insecure page), the code's text is selected instead so the shopper can copy it. Either
 * state lasts 3000 ms; another press starts the 3 s again.
 */
export function useCopyCode(code: string, codeElement: RefObject<HTMLElement | null>) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((next: CopyState) => {
    clearTimeout(timer.current);
    setState(next);
    timer.current = setTimeout(() => setState('idle'), PROMO_COPY_SUCCESS_MS);
  }, []);

  const copy = useCallback(async () => {
    const win = getWindow();
    try {
      if (!win?.navigator.clipboard) throw new Error('no clipboard');
      await win.navigator.clipboard.writeText(code);
      show('copied');
    } catch {
      const element = codeElement.current;
      const selection = win?.getSelection();
      if (element && selection) {
        const range = element.ownerDocument.createRange();
        range.selectNodeContents(element);
        selection.removeAllRanges();
        selection.addRange(range);
      }
      show('selected');
    }
  }, [code, codeElement, show]);

  return { state, copy };
}
