import { z } from 'zod/mini';
import type { LoadResult } from '../routing/route';
import { titledBy } from '../routing/head';

export const formReferenceSchema = z.object({ sent: z.boolean() });
export type FormReferenceData = z.output<typeof formReferenceSchema>;

/** The form reference's title: its heading. */
export const formReferenceHead = titledBy('forms.title');

export const loadFormReference = async (): Promise<LoadResult<FormReferenceData>> => ({
  kind: 'page',
  data: { sent: false },
});
/** A sent form (the browser's own POST before hydration): the page again, saying so. Nothing is kept. */
export const submitFormReference = async (): Promise<LoadResult<FormReferenceData>> => ({
  kind: 'page',
  data: { sent: true },
});
