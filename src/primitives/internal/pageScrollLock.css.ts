import { globalStyle } from '@vanilla-extract/css';
import { PAGE_SCROLL_LOCK_ATTRIBUTE } from './pageScrollLockAttribute';

/**
 * The page behind an overlay that locks it: the root stops scrolling, by wheel, keys and scrollbar alike, and keeps the
 * room of the scrollbar it hides, so the page's width and layout stay as they were. An attribute on the root and a
 * rule already in the stylesheet: locking restyles only the root, where injecting a stylesheet (as
 * react-remove-scroll-bar does) restyled and laid out the whole page on every opening.
 */
globalStyle(`html[${PAGE_SCROLL_LOCK_ATTRIBUTE}]`, { overflow: 'hidden', scrollbarGutter: 'stable' });
