import { globalStyle } from '@vanilla-extract/css';

// The storefront owns the whole page: no default body margin around its Surface.
globalStyle('html, body', { margin: 0, padding: 0 });
