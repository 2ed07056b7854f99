import { Button, Surface } from 'crema';
import { brandTheme, failingContrastPairs, themeCss } from 'crema/tokens';

// Your brand: the light theme with a green accent, checked against the WCAG minimums before it ships.
const brand = brandTheme('light', { accent: '#0a5c36', onAccent: '#ffffff' });
const failing = failingContrastPairs(brand);
if (failing.length > 0) throw new Error(failing.map((pair) => `${pair.label}: ${pair.ratio.toFixed(2)}`).join('; '));

// `.brand { --crema-color-accent: #0a5c36; … }`: add it to your stylesheet (or a <style> element).
export const brandCss = themeCss(brand, '.brand');

export function Checkout() {
  return (
    <Surface theme="light">
      <div className="brand">
        <Button variant="primary">Zur Kasse</Button>
      </div>
    </Surface>
  );
}
