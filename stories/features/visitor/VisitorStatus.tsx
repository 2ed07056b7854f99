import { useShallow } from 'zustand/shallow';
import { useHeaderMessages } from '../../../src/features/header/messages';
import { useVisitor } from '../../../src/kernel/visitor';
import { Icon } from '../../../src/primitives/Icon';
import * as styles from '../../support/support.css';

/**
 * What the visitor state gives a header, for the stories only (the header feature owns the real user icon): the
 * user icon and its label ("the user icon (and its label) changes to the logged-in variant"), the greeting and the
 * loyalty beans. The member flags have no visible meaning (what they unlock in the header is not given): they are
 * data attributes the play functions read. `aria-busy` until initialized.
 */
export function VisitorStatus() {
  const { t } = useHeaderMessages();
  const visitor = useVisitor(
    useShallow(
      ({ initialized, loggedInOrRemembered, customerName, loyaltyBeans, communityMember, loyaltyCardMember }) => ({
        initialized,
        loggedInOrRemembered,
        customerName,
        loyaltyBeans,
        communityMember,
        loyaltyCardMember,
      }),
    ),
  );
  const signedIn = visitor.loggedInOrRemembered;
  return (
    <div
      className={styles.row}
      data-testid="visitor-status"
      data-initialized={visitor.initialized}
      data-community-member={visitor.communityMember}
      data-loyalty-card-member={visitor.loyaltyCardMember}
      aria-busy={!visitor.initialized}
    >
      <Icon name={signedIn ? 'user-signed-in' : 'user'} />
      <span>{t(signedIn ? 'header.icons.userLoggedIn' : 'header.icons.user')}</span>
      {signedIn && visitor.customerName ? (
        <span>{t('header.icons.greeting', { name: visitor.customerName })}</span>
      ) : null}
      {signedIn && visitor.loyaltyBeans !== null ? (
        <span>{t('header.icons.loyaltyBeans', { beans: visitor.loyaltyBeans })}</span>
      ) : null}
    </div>
  );
}
