import 'crema/styles.css';
import { Surface, Button, Icon } from 'crema';

export function AddToCart({ onAdd }: { onAdd: () => void }) {
  return (
    <Surface theme="coffee-light">
      <Button variant="primary" icon={<Icon name="cart" />} onClick={onAdd}>
        In den Warenkorb
      </Button>
    </Surface>
  );
}
