/**
 * The header's stories render it as a page does (the shared page layout): `<ShopHeader />` in PageLayout's header slot,
 * a main with a heading, and a footer, so the skip links have their targets (`#main`, `#footer`) and axe sees the
 * landmarks of a page: one banner, one main, one contentinfo. The stories say `storyFrame: 'page'`, so the preview's
 * frame adds no main of its own; flags come from `parameters.storefront.flags`, a phone from `atViewport('phone')`.
 */
import type { StoryContext } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { createIntl } from 'react-intl';
import { HeaderProvider, type HeaderInit } from '../../../src/features/header';
import { ShopHeader, type ShopHeaderProps } from '../../../src/compositions/shop-header';
import { NavigationProvider, type HeaderNavigation, type NavigationInit } from '../../../src/features/navigation';
import { MinicartProvider } from '../../../src/features/minicart';
import { PageLayout } from '../../../src/kernel';
import { type StorefrontMessageId, type StorefrontMessages } from '../../../src/compositions/messages';
import { VisitorProvider, createVisitorStore, type VisitorStore } from '../../../src/kernel/visitor';
import { fallbackLocale } from '../../../src/platform/site/constants';
import { resolveSite } from '../../../src/platform/site';
import { Box } from '../../../src/primitives/Box';
import { ContentBlock } from '../../../src/primitives/ContentBlock';
import { Stack } from '../../../src/primitives/Stack';
import { perRender } from '../../support/referenceServices';

/** What the header stories read of their context (render, beforeEach, play). */
export type HeaderStoryContext = Pick<StoryContext, 'globals' | 'loaded' | 'id' | 'title' | 'name' | 'canvasElement'>;

/**
 * What one story render prepares for its page besides the services: the visitor store (so a play function can wait
 * until the personal data has answered) and the navigation "the server loaded". Keyed by the render's reference
 * services, which are new for every render.
 */
interface HeaderStoryState {
  visitor: VisitorStore;
  navigation?: HeaderNavigation;
}
export const headerStoryState: (context: HeaderStoryContext) => HeaderStoryState = perRender((reference) => ({
  visitor: createVisitorStore({ services: reference.client }),
}));

const messagesOf = (context: HeaderStoryContext) => (context.loaded as { messages: StorefrontMessages }).messages;

/**
 * The toolbar site's texts as the header shows them, for expectations that hold in every language:
 * `texts('header.cart.badgeLabel', { count: 5 })` is "Warenkorb, 5 Artikel" in the DE shop.
 */
export function storyTexts(context: HeaderStoryContext) {
  const intl = createIntl({
    locale: resolveSite(context.globals.site).locale,
    defaultLocale: fallbackLocale,
    messages: messagesOf(context),
  });
  return (id: StorefrontMessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}

export interface HeaderStoryPageProps extends HeaderInit, Pick<NavigationInit, 'currentPath'> {
  context: HeaderStoryContext;
  /** The shop header's props (the story's args): slots given take the place of the shop's parts. */
  slots?: ShopHeaderProps;
  /** The page root's page type (basket and ProductDetailPage turn off hide-on-scroll). Default HomePage. */
  pageType?: string;
}

/** The header on a small page, with fresh visitor, mini cart and header stores. */
export function HeaderStoryPage({ context, slots, pageType = 'HomePage', ...init }: HeaderStoryPageProps) {
  const { visitor, navigation } = headerStoryState(context);
  const title = `${context.title}: ${context.name}`;
  return (
    <VisitorProvider store={visitor}>
      <MinicartProvider>
        <HeaderAndNavigation navigation={navigation} {...init}>
          <PageLayout
            pageType={pageType}
            header={<ShopHeader {...slots} />}
            footer={
              <ContentBlock gutter lang="en">
                <Box paddingY="l">
                  <p>The page footer: the target of the last skip link.</p>
                </Box>
              </ContentBlock>
            }
          >
            <PageContent title={title} />
          </PageLayout>
        </HeaderAndNavigation>
      </MinicartProvider>
    </VisitorProvider>
  );
}

/** The page's header state and its navigation's (the navigation "the server loaded", the page's path). */
function HeaderAndNavigation({
  navigation,
  currentPath,
  children,
  ...init
}: HeaderInit & NavigationInit & { children: ReactNode }) {
  return (
    <HeaderProvider {...init}>
      <NavigationProvider navigation={navigation} currentPath={currentPath}>
        {children}
      </NavigationProvider>
    </HeaderProvider>
  );
}

/** Sections of filler text: enough to scroll, so the sticky header can hide and come back. */
const sections = ['First section', 'Second section', 'Third section', 'Fourth section', 'Fifth section'] as const;

/** The main content: the story's name as the page heading, then text to scroll. */
function PageContent({ title }: { title: string }) {
  return (
    <ContentBlock gutter lang="en">
      <Box paddingY="xl">
        <Stack space="l">
          <h1>{title}</h1>
          {sections.map((section) => (
            <Stack as="section" key={section} space="s">
              <h2>{section}</h2>
              <p>
                Page content standing in for a shop page. Tab from the top of the page: the skip links come first.
                Scroll down and up to see whether the header stays, hides or comes back.
              </p>
            </Stack>
          ))}
        </Stack>
      </Box>
    </ContentBlock>
  );
}
