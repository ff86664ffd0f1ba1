import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useDelayedPresence } from '@/shared/ui/hooks/useDelayedPresence';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden/VisuallyHidden';
import { snackbarMessages } from './messages';
import {
  selectCurrentSnackbar,
  snackbarClosed,
  snackbarHeld,
  snackbarReleased,
  type SnackbarItem,
} from './snackbarSlice';
import { SnackbarIcon } from './SnackbarIcon';
import { useSnackbarClearance } from './useSnackbarClearance';
import styles from './Snackbar.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

/** Enter after 10 ms, leave in 200 ms: shorter than the 250 ms switch delay of SPEC §4. */
const ENTER_MS = 10;
const LEAVE_MS = 200;

/**
 * The global snackbar view (SPEC §4, §9): bottom of the screen, brand colour with white text,
 * an icon, a Close button. Timing and queueing live in ./snackbarListeners; this only shows the
 * current item, and says when the reader holds it (pointer on it, focus in it).
 */
export function Snackbar() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectCurrentSnackbar);
  const [shown, setShown] = useState<SnackbarItem | null>(current);
  const { mounted, visible } = useDelayedPresence(current !== null, ENTER_MS, LEAVE_MS);

  // Keep the last item while it animates out (remembered during render, not in an effect).
  if (current !== null && current !== shown) setShown(current);

  const item = current ?? shown;
  const position = item?.position.top ? styles.top : styles.bottom;
  const regionRef = useRef<HTMLDivElement>(null);
  // Kept while it is drawn, leaving included: the page makes room for it until it is gone.
  useSnackbarClearance(regionRef, Boolean(item && mounted && !item.position.top));
  const text =
    item &&
    intl.formatMessage(
      { id: item.message.id, defaultMessage: item.message.defaultMessage },
      item.message.values,
    );
  // Held while the pointer is on it or the focus in it: it does not close under the reader. Let
  // go only when neither is left (the pointer may leave while its Close button has the focus).
  const hold = () => {
    if (item) dispatch(snackbarHeld({ key: item.key }));
  };
  const letGo = (stillHeld: boolean) => {
    if (item && !stillHeld) dispatch(snackbarReleased({ key: item.key }));
  };

  return (
    <div ref={regionRef} className={`${styles.region} ${position}`}>
      {/* The live region says the message alone (the Close button inside it was read along:
          "…successfullyClose"); mounted all along, so that each new message is announced. */}
      <VisuallyHidden role="status" aria-live="polite">
        {current && text}
      </VisuallyHidden>
      {item && mounted && (
        <div
          key={item.key}
          className={[styles.snackbar, styles[item.color], visible && styles.visible]
            .filter(Boolean)
            .join(' ')}
          data-color={item.color}
          data-snackbar=""
          onPointerEnter={hold}
          onFocus={hold}
          onPointerLeave={(event) => letGo(event.currentTarget.contains(document.activeElement))}
          onBlur={(event) =>
            letGo(
              event.currentTarget.contains(event.relatedTarget) ||
                event.currentTarget.matches(':hover'),
            )
          }
        >
          <span className={styles.icon}>
            <SnackbarIcon
              name={item.icon}
              color={item.color}
              iconColor={item.iconColor}
              size={item.iconSize}
            />
          </span>
          {/* Said by the live region above; read once. */}
          <p className={styles.message} aria-hidden="true">
            {text}
          </p>
          <button
            type="button"
            className={styles.close}
            onClick={() => dispatch(snackbarClosed({ key: item.key }))}
          >
            {/* English has no runtime catalogue (AppIntlProvider): an id it cannot resolve reads Close. */}
            {intl.formatMessage({
              id: item.buttonText ?? snackbarMessages.close.id,
              defaultMessage: snackbarMessages.close.defaultMessage,
            })}
            <Icon name="x" size={16} aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
