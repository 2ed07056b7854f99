'use client';

import { Icon } from '../../primitives/Icon';
import { useFlyoutHost } from '../../kernel/flyoutHost';
import { MENU_ITEM_ID } from './configuredItems';
import { useNavigationMessages } from './messages';

export interface MenuButtonProps {
  /** The menu panel's id (MobileDrillDown's `id`): the button's aria-controls. */
  controls: string;
  /** The button's class: the header gives its icon buttons' look, so the menu button sits in its icon row. */
  className?: string;
  /** The label's class (the header shows it from xl and leaves it to screen readers below). */
  labelClassName?: string;
}

/**
 * The phones' menu button: opens and closes the menu (the flyout host's header item 'menu'), its icon and label (open
 * the menu, close it) following the state. Inside the page's flyout host (HeaderProvider).
 */
export function MenuButton({ controls, className, labelClassName }: MenuButtonProps) {
  const { t } = useNavigationMessages();
  const open = useFlyoutHost((h) => h.flyout.kind === 'items' && h.flyout.itemId === MENU_ITEM_ID);
  const toggle = useFlyoutHost((h) => h.toggleFlyout);
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => toggle({ kind: 'items', itemId: MENU_ITEM_ID })}
    >
      <Icon name={open ? 'close' : 'menu'} size="medium" />
      <span className={labelClassName}>{t(open ? 'navigation.close' : 'navigation.open')}</span>
    </button>
  );
}
