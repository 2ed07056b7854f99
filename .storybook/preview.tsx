import type { Preview } from '@storybook/react-vite';
import { surfaceThemes, defaultSurfaceTheme } from '../design-tokens';
import { siteCodes, defaultSiteCode } from '../src/platform/site';
import { StorefrontProvider } from '../src/features/storefront';
import { createReferenceServices } from '../src/mocks';
import { createServiceClient } from '../src/services/http';
import { StoryFrame } from '../stories/support/StoryFrame';
import { axeTags } from '../stories/support/axe';

/** Stories call the reference services in process: no network, no server (DESIGN.md: services are injected). */
const services = createServiceClient({ fetch: createReferenceServices().fetch });

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
  },
  decorators: [
    (Story, context) => (
      <StorefrontProvider site={context.globals.site} services={services}>
        <StoryFrame theme={context.globals.theme} title={`${context.title}: ${context.name}`}>
          <Story />
        </StoryFrame>
      </StorefrontProvider>
    ),
  ],
};
export default preview;
