'use client';

import { MinicartContent, MinicartDialog, MinicartFooter, MinicartTitle } from './Minicart';

/**
 * The mini cart's parts, as the package presents compound parts: `Minicart.Dialog` (the dialog with its trigger
 * slot), `Minicart.Title`, `Minicart.Content` (the lines) and `Minicart.Footer` (total and checkout).
 */
export const Minicart = {
  Dialog: MinicartDialog,
  Title: MinicartTitle,
  Content: MinicartContent,
  Footer: MinicartFooter,
};
