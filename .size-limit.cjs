// `npm run size`: gzip size of each primitive as an app imports it from the built package, react external.
const react = ['react', 'react-dom', 'react/jsx-runtime'];
const entry = (name, names, limit) => ({
  name,
  path: 'dist/index.js',
  import: `{ ${names} }`,
  limit,
  ignore: react,
  gzip: true,
});

module.exports = [
  entry('Theme / provider layer (Surface, themeClasses)', 'Surface, themeClasses', '2 KiB'),
  entry('Button', 'Button', '3 KiB'),
  // The native <dialog> (the browser's top layer, inert page and Escape): 5.6 KiB, where Radix Dialog with its focus
  // scope, dismissable layer, scroll lock and aria-hidden walker was 17.2.
  entry('Modal', 'Modal', '6.25 KiB'),
  entry('Select', 'Select', '37.5 KiB'),
  entry('Icon', 'Icon', '3 KiB'),
  entry('Spinner', 'Spinner', '1.5 KiB'),
  entry('VisuallyHidden', 'VisuallyHidden', '2 KiB'),
  // 4 KiB until the search's exports: the package entry's re-exports shifted the minified output by a few bytes (again
  // with the promotions', the app banner's and the footer's exports; TextLink's own modules are unchanged).
  entry('TextLink', 'TextLink', '4.5 KiB'),
  entry('Picture', 'Picture', '6 KiB'),
  entry('Rating', 'Rating', '3 KiB'),
  // 3 KiB until the header's lazy mini cart: the package entry's re-exports shifted the minified output by 6 bytes (the header's lazy mini
  // cart; Badge's own modules are unchanged), as TextLink's did above.
  entry('Badge', 'Badge', '3.25 KiB'),
  entry('Notification', 'Notification', '5 KiB'),
  entry('Input', 'Input', '3.25 KiB'),
  // The fields carry intl-messageformat and one catalog (de-DE); the others come from a provider.
  entry('PasswordInput (with intl-messageformat and the de-DE catalog)', 'PasswordInput', '18 KiB'),
  entry('IbanInput (with ibantools)', 'IbanInput', '23.5 KiB'),
  entry('NumberInput', 'NumberInput', '20 KiB'),
  entry('PasswordInput in a FormMessagesProvider (one locale)', 'PasswordInput, FormMessagesProvider', '18 KiB'),
  entry('FormTextsProvider (all 12 catalogs)', 'FormTextsProvider', '7.5 KiB'),
  // 2.75 KiB until the root entry listed its exports by name: the minified output shifted by 29 bytes (Checkbox's own
  // modules are unchanged), as TextLink's did above.
  entry('Checkbox', 'Checkbox', '2.8 KiB'),
  entry('Accordion', 'Accordion', '12.25 KiB'),
  entry('Popover', 'Popover', '28 KiB'),
  // The layout primitives are mostly the sprinkles runtime (its class-name table, about 5.5 KiB), shared by all of them.
  entry('Box', 'Box', '6 KiB'),
  entry('Stack', 'Stack', '7 KiB'),
  entry('Inline', 'Inline', '7 KiB'),
  entry('Columns', 'Columns, Column', '7.5 KiB'),
  entry('Tiles', 'Tiles', '7 KiB'),
  entry('ContentBlock', 'ContentBlock', '6.5 KiB'),
  entry('All layout primitives', 'Box, Stack, Inline, Columns, Column, Tiles, ContentBlock', '8.5 KiB'),
  // The header as a page uses it, with its providers. Measured, not wished: most of it is not the header's own. zod/mini
  // (about 10 KiB; about 25 while it was zod classic) comes in with the first service contract (the visitor's
  // psdata), and size-limit also counts the nine locale catalogs that `loadStorefrontMessages` loads on demand. The
  // header and the services it calls add about 17 KiB to the providers. The navigation
  // adds about 21 KiB: its bars and flyouts, Radix FocusScope and DismissableLayer, react-remove-scroll, and the Modal
  // of the phones' drill-down, which could load on first opening. The
  // search adds about 19 KiB: the combobox (Downshift), the suggestions and the keyword tables of all nine
  // sites (one site's table would do). The promotions add about 30 KiB, nearly
  // all of it loaded on demand: the desktop flyout's category promotion is a lazy module (the promotion components,
  // culori's colour parsing, the theme-contract inline vars) and the legal text's SafeHtml with its sanitiser;
  // size-limit counts lazy chunks with the entry. First-load JS per page is measured by the bench. The mini cart
  // (`cartDialog="minicart"`) adds about 14 KiB, all of it a lazy chunk: the dialog on the Modal, NumberInput,
  // Notification and the lines.
  entry(
    'Header (Header, HeaderProvider, VisitorProvider, StorefrontProvider)',
    'Header, HeaderProvider, VisitorProvider, StorefrontProvider',
    '218 KiB',
  ),
  // js-xss (with its CSS filter, which it always carries) is almost all of it; SafeHtml sanitises during render, so it
  // is loaded with it (12.75 KiB until DOMPurify, loaded on first use, was replaced).
  entry('SafeHtml (with its sanitiser, js-xss)', 'SafeHtml', '7.75 KiB'),
  // A promotion loads itself: with the provider come zod/mini and the service contracts (as in the Header entry),
  // plus culori's colour parsing (a lazy chunk: the loader decides the colours), the inline theme vars and SafeHtml
  // (a lazy chunk with its sanitiser; 149 KiB while that was DOMPurify).
  entry('Promotions (PromotionSlot, StorefrontProvider)', 'PromotionSlot, StorefrontProvider', '144.5 KiB'),
  // The app banner needs no service: the provider (its catalogs) and the Rating, Button and Icon primitives.
  entry('AppBanner (AppBanner, StorefrontProvider)', 'AppBanner, StorefrontProvider', '36.5 KiB'),
  // The mini cart: its store (zod/mini and the cart contract with the provider's catalogs), the dialog on the Modal
  // with NumberInput, Notification, Picture and Badge, and the add-to-cart button.
  entry(
    'Mini cart (MinicartProvider, Minicart, AddToCartButton, StorefrontProvider)',
    'MinicartProvider, Minicart, AddToCartButton, StorefrontProvider',
    '149 KiB',
  ),
  // The newsletter form: react-hook-form with the zod resolver, the per-site schema, Input, Select, Checkbox, Picture
  // and Notification, with the provider's catalogs.
  entry('NewsletterForm (NewsletterForm, StorefrontProvider)', 'NewsletterForm, StorefrontProvider', '176 KiB'),
  // The footer: its content state (zod/mini and the footer contract with the provider's catalogs), the Radix
  // accordion, the layout primitives, TextLink and the brand marks of its social and app links.
  entry('Footer (Footer, StorefrontProvider)', 'Footer, StorefrontProvider', '142 KiB'),
  // The staff preview panel's entry: the staff check with the provider; its settings (Modal, Select, the form) load
  // only for staff, in a chunk of their own (size-limit counts lazy chunks with the entry).
  entry('PreviewPanel (PreviewPanel, StorefrontProvider)', 'PreviewPanel, StorefrontProvider', '164 KiB'),
  entry('ConsentLoader', 'ConsentLoader', '2.5 KiB'),
  { name: 'Whole CSS (dist/crema.css)', path: 'dist/crema.css', limit: '30 KiB', gzip: true },
];
