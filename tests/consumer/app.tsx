// A consumer app as a UI developer would write it: everything comes from the built package by its name.
import { Button, Icon, Modal, Surface, color, type ButtonProps } from 'crema';
import { buttonVariants, surfaceThemes } from 'crema/tokens';

export const themeCount: number = surfaceThemes.length;
export const accentVar: string = color.accent;

export function ConsumerApp({ onBuy }: { onBuy: () => void }) {
  const props: ButtonProps = { variant: buttonVariants[0], children: 'Jetzt kaufen', onClick: onBuy };
  return (
    <Surface theme="coffee-dark">
      <Button {...props} />
      <Button icon={<Icon name="close" />} aria-label="Schließen" variant="secondary" />
      <Modal.Root>
        <Modal.Trigger asChild>
          <Button variant="secondary">Details</Button>
        </Modal.Trigger>
        <Modal.Content title="Versandkosten" closeLabel="Schließen" size="S">
          Ab 20 € versandkostenfrei.
        </Modal.Content>
      </Modal.Root>
    </Surface>
  );
}
