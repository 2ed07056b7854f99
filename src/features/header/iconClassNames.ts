import { iconLabel, iconLink } from './Header.css';

/**
 * The look of the header's icon buttons, for a button another feature puts into a slot of the bar (the phones' menu
 * button): `button` the icon button, `label` its label (shown from xl, left to screen readers below).
 */
export const headerIconClassNames = { button: iconLink, label: iconLabel } as const;
