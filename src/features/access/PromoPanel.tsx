import { useIntl } from 'react-intl';
import { AccessHelp } from './AccessHelp';
import { RedeemCode } from './RedeemCode';
import { messages } from './messages';
import styles from './PromoPanel.module.css';

/** The personal account's promo code section: what it is for, the form, how to get access. */
export function PromoPanel() {
  const intl = useIntl();
  return (
    <div className={styles.panel}>
      <p className={styles.lead}>{intl.formatMessage(messages.sectionLead)}</p>
      <RedeemCode />
      <AccessHelp />
    </div>
  );
}
