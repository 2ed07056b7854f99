import type { Preview } from '@storybook/react-vite';
import { surfaceThemes, defaultSurfaceTheme } from '../design-tokens';
import { StoryFrame } from '../stories/support/StoryFrame';
import { axeTags } from '../stories/support/axe';

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Surface theme',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: [...surfaceThemes], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: defaultSurfaceTheme },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    a11y: { options: { runOnly: { type: 'tag', values: [...axeTags] } } },
  },
  decorators: [
    (Story, context) => (
      <StoryFrame theme={context.globals.theme} title={`${context.title}: ${context.name}`}>
        <Story />
      </StoryFrame>
    ),
  ],
};
export default preview;
