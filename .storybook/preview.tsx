import type { Preview } from '@storybook/react-vite';
import { surfaceThemes, defaultSurfaceTheme } from '../design-tokens';
import { resolveSite, siteCodes, defaultSiteCode } from '../src/platform/site';
import { StorefrontProvider, type StorefrontFlags } from '../src/kernel';
import { loadStorefrontMessages, type StorefrontMessages } from '../src/compositions/messages';
import { StoryFrame } from '../stories/support/StoryFrame';
import { axeTags } from '../stories/support/axe';
import { referenceServicesLoader, storyReference } from '../stories/support/referenceServices';
import { viewportOptions } from '../stories/support/viewports';

/**
 * What a story may ask of the preview: `storefront.flags` (e.g. `{ newHeader: false }`) for its StorefrontProvider,
 * and `storyFrame: 'page'` when the story is a whole page with its own landmarks and h1 (StoryFrame then adds no
 * main and no heading of its own).
 */
export interface StorefrontStoryParameters {
  storefront?: { flags?: Partial<StorefrontFlags> };
  storyFrame?: 'page';
}

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    site: {
      description: 'Country shop (site, locale, texts)',
      toolbar: { title: 'Site', icon: 'globe', items: [...siteCodes], dynamicTitle: true },
    },
    theme: {
      description: 'Surface theme',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: [...surfaceThemes], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: defaultSurfaceTheme, site: defaultSiteCode },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    a11y: { options: { runOnly: { type: 'tag', values: [...axeTags] } } },
    viewport: { options: viewportOptions },
  },
  // Stories call the reference services in process: no network, no server (DESIGN.md: services are injected). Each
  // story render gets its own instance, prepared by its `referenceServices` parameter (stories/support). The toolbar
  // site's messages are loaded as a page loads them: one locale per render.
  loaders: [
    referenceServicesLoader,
    async ({ globals }) => ({ messages: await loadStorefrontMessages(resolveSite(globals.site).locale) }),
  ],
  decorators: [
    (Story, context) => {
      const { storefront, storyFrame } = context.parameters as StorefrontStoryParameters;
      return (
        <StorefrontProvider
          site={context.globals.site}
          messages={(context.loaded as { messages: StorefrontMessages }).messages}
          services={storyReference(context).client}
          flags={storefront?.flags}
        >
          <StoryFrame
            theme={context.globals.theme}
            title={`${context.title}: ${context.name}`}
            page={storyFrame === 'page'}
          >
            <Story />
          </StoryFrame>
        </StorefrontProvider>
      );
    },
  ],
};
export default preview;
