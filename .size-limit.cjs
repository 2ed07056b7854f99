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
  entry('Modal', 'Modal', '16 KiB'),
  entry('Select', 'Select', '34 KiB'),
  entry('Icon', 'Icon', '3 KiB'),
  entry('Spinner', 'Spinner', '1.5 KiB'),
  entry('VisuallyHidden', 'VisuallyHidden', '2 KiB'),
  entry('TextLink', 'TextLink', '4 KiB'),
  entry('Picture', 'Picture', '6 KiB'),
  entry('Rating', 'Rating', '3 KiB'),
  entry('Badge', 'Badge', '3 KiB'),
  entry('Notification', 'Notification', '5 KiB'),
  entry('Input', 'Input', '4 KiB'),
  entry('PasswordInput (with intl-messageformat and 12 catalogs)', 'PasswordInput', '22 KiB'),
  entry('IbanInput (with ibantools)', 'IbanInput', '27 KiB'),
  entry('NumberInput', 'NumberInput', '24 KiB'),
  entry('Checkbox', 'Checkbox', '9 KiB'),
  entry('Accordion', 'Accordion', '12 KiB'),
  entry('Popover', 'Popover', '28 KiB'),
  { name: 'Whole CSS (dist/crema.css)', path: 'dist/crema.css', limit: '30 KiB', gzip: true },
];
