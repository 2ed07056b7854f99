/**
 * No colour, px or ms literal in src/: colours, sizes and durations come from design-tokens/ (via the theme
 * contract and `px()`/`ms()`). Flags hex colours, rgb()/hsl() colours, `12px`/`300ms`/`1.5s` in strings and
 * templates, and bare numbers as style values in *.css.ts files (vanilla-extract turns them into px).
 */
const colour = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklch|oklab)\(/i;
const length = /(?:^|[^\w$-])-?\d*\.?\d+(?:px|ms|s)\b/;
/** Unitless style values that are not lengths. */
const unitless = new Set([
  'flex',
  'flexGrow',
  'flexShrink',
  'opacity',
  'order',
  'zIndex',
  'fontWeight',
  'lineHeight',
  'aspectRatio',
  'scale',
]);

/** @type {import('eslint').Rule.RuleModule} */
export const noDesignLiterals = {
  meta: {
    type: 'problem',
    docs: { description: 'Colours, sizes and durations come from design-tokens/.' },
    schema: [],
    messages: {
      colour: 'Colour literal "{{text}}": use a theme role from design-tokens.',
      length: 'Length or duration literal "{{text}}": use a token (px(), ms(), tokens.*).',
      number: 'Bare number {{text}} as a style value: use a token.',
    },
  },
  create(context) {
    const isCss = context.filename.endsWith('.css.ts');
    const checkText = (node, text) => {
      if (colour.test(text)) context.report({ node, messageId: 'colour', data: { text } });
      else if (length.test(text)) context.report({ node, messageId: 'length', data: { text } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') checkText(node, node.value);
        if (
          isCss &&
          typeof node.value === 'number' &&
          node.value !== 0 &&
          node.parent.type === 'Property' &&
          node.parent.value === node &&
          !unitless.has(node.parent.key.name ?? node.parent.key.value)
        ) {
          context.report({ node, messageId: 'number', data: { text: String(node.value) } });
        }
      },
      TemplateElement(node) {
        checkText(node, node.value.cooked ?? '');
      },
    };
  },
};
