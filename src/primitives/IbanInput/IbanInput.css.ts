import { style } from '@vanilla-extract/css';

/** Wraps the field and its announcement region; takes `className` for layout. */
export const root = style({ minWidth: 0 });
