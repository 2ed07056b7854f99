// Type-checked against dist/types by `tsc -p tests/consumer/tsconfig.json`: mistakes a consumer could make must not compile.
import { Button, Icon } from 'crema';

// @ts-expect-error an icon-only button needs an accessible name
export const unlabelled = <Button icon={<Icon name="close" />} />;
// @ts-expect-error unknown variants are type errors
export const neon = <Button variant="neon">x</Button>;
// @ts-expect-error unknown sizes are type errors
export const huge = <Button size="huge">x</Button>;
// @ts-expect-error unknown icons are type errors
export const unknownIcon = <Icon name="rocket" />;
export const ok = <Button href="/warenkorb">Zum Warenkorb</Button>;
