import { featureImports, layerImports } from './layers.js';
import { noDesignLiterals } from './literals.js';

/** Crema's own lint rules. */
export default {
  meta: { name: 'eslint-plugin-crema' },
  rules: { 'layer-imports': layerImports, 'feature-imports': featureImports, 'no-design-literals': noDesignLiterals },
};
