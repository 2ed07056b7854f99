/**
 * What the newsletter stories share: the form on a small page (its own h1 in a main landmark, so the story frame adds
 * none: `storyFrame: 'page'`), a VisitorProvider for the signed-in pre-fill, and keyboard helpers for play functions.
 */
import type { StoryContext } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent } from 'storybook/test';
import { VisitorProvider } from '../../../src/kernel/visitor';
import { ContentBlock, type ContentBlockProps } from '../../../src/primitives/ContentBlock';
import { VisuallyHidden } from '../../../src/primitives/VisuallyHidden';
import * as support from '../../support/support.css';

/** The page variant and the update form bring their own h1: the story is the page. */
export const pageStory = { storyFrame: 'page' } as const;

/** A main landmark around the form; `title` adds the page's h1 (visually hidden) for a form that has none. */
export function StoryPage({
  title,
  width,
  children,
}: {
  title?: string;
  width?: ContentBlockProps['width'];
  children: ReactNode;
}) {
  return (
    <ContentBlock as="main" gutter width={width} className={support.main}>
      {title && (
        <VisuallyHidden asChild>
          <h1>{title}</h1>
        </VisuallyHidden>
      )}
      <VisitorProvider>{children}</VisitorProvider>
    </ContentBlock>
  );
}

export type NewsletterStoryContext = Pick<
  StoryContext,
  'globals' | 'loaded' | 'id' | 'title' | 'name' | 'canvasElement'
>;

/** Presses Tab (Shift+Tab with `shift`) until `target` has focus: keyboard only, at most 25 presses. */
export async function tabTo(target: HTMLElement, { shift = false } = {}) {
  const doc = target.ownerDocument;
  for (let i = 0; i < 25 && doc.activeElement !== target; i++) await userEvent.tab({ shift });
  await expect(target).toHaveFocus();
}

/** The texts a field's aria-describedby points at (its hint and error message). */
export function descriptionOf(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => control.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** A form field by its name attribute (the honeypot has no role a person would find it by). */
export function fieldNamed<E extends HTMLElement = HTMLInputElement>(root: HTMLElement, name: string): E {
  const found = root.querySelector<E>(`[name="${name}"]`);
  if (!found) throw new Error(`no field named ${name}`);
  return found;
}
