import { Stack, TextLink } from 'crema';
import type { ContentSection } from 'crema/services';
import * as styles from './pages.css';

/** A content page's sections from the reference content service: heading, paragraphs, links, as plain text. */
export function ContentSections({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <Stack as="section" space="m" key={section.heading}>
          <h2 className={styles.sectionTitle}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p className={styles.text} key={paragraph}>
              {paragraph}
            </p>
          ))}
          {section.links.length > 0 && (
            <Stack as="ul" space="s" className={styles.plainList}>
              {section.links.map((link) => (
                <TextLink href={link.url} key={link.url}>
                  {link.text}
                </TextLink>
              ))}
            </Stack>
          )}
        </Stack>
      ))}
    </>
  );
}

/** A content page's head: its title and introduction. */
export function ContentHead({ title, intro }: { title: string; intro: string }) {
  return (
    <Stack space="s">
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.lead}>{intro}</p>
    </Stack>
  );
}
