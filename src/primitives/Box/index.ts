export { Box, type BoxProps, type BoxElement } from './Box';
export type { LayoutElement, SectionElement } from './elements';
export type { ResponsiveValue, ResponsiveCondition } from '../../styles/sprinkles.css';
