import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The folder the Storybook gate collects each story's rendered HTML in (scripts/test-stories.sh sets it and checks
 * the folder with the Nu HTML Checker once the run is over); unset, nothing is collected.
 */
export const STORY_HTML_DIR_ENV = 'STORY_HTML_DIR';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/**
 * A story's rendered HTML as a whole document: the story root and the layers portalled beside it (modal, popover)
 * in a body, under a head with the charset and the story's id as title, in the document's language.
 */
export function storyDocument({ id, lang, body }: { id: string; lang: string; body: string }): string {
  return (
    `<!doctype html>\n<html lang="${escapeAttribute(lang)}">\n<head>\n<meta charset="utf-8">\n` +
    `<title>${escapeText(id)}</title>\n</head>\n<body>\n${body}\n</body>\n</html>\n`
  );
}

/**
 * A story's rendered HTML as a whole document (`storyDocument`): the story root's outerHTML and every element the story
 * put beside it in the body (portals), not Storybook's own (its `sb-` placeholders, the docs root, scripts).
 */
export async function storyHtmlOf(page: Pick<Page, 'evaluate'>, id: string): Promise<string> {
  const { lang, body } = await page.evaluate(() => {
    const root = document.getElementById('storybook-root');
    const beside = [...document.body.children].filter(
      (element) =>
        element !== root &&
        !element.id.startsWith('storybook-') &&
        ![...element.classList].some((name) => name.startsWith('sb-')) &&
        !['SCRIPT', 'STYLE', 'TEMPLATE'].includes(element.tagName),
    );
    return {
      lang: document.documentElement.lang,
      body: [root, ...beside].map((element) => element?.outerHTML ?? '').join('\n'),
    };
  });
  return storyDocument({ id, lang, body });
}

/** After a story (and its play function): writes its rendered HTML as `<folder>/<story id>.html` when the gate asked for it. */
export async function collectStoryHtml(page: Pick<Page, 'evaluate'>, id: string): Promise<void> {
  const folder = process.env[STORY_HTML_DIR_ENV];
  if (!folder) return;
  await writeFile(join(folder, `${id}.html`), await storyHtmlOf(page, id));
}
