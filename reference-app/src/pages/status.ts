import { titledBy } from '../routing/head';

/**
 * The 404 page's title: "Seite nicht gefunden", the words a missing page goes by in a list of tabs or of history (its
 * heading says the same in a sentence).
 */
export const notFoundHead = titledBy('notFound.pageTitle');

/** The error page's title (503: its data could not be loaded; 500, 413, 415): its heading. */
export const errorHead = titledBy('error.title');
