import { useEffect, useEffectEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Material } from '@/shared/contract/learning';
import { useOnlineStatus } from '@/shared/lib/useOnlineStatus';
import { buttonClassName } from '@/shared/ui/Button/Button';
import { Modal } from '@/shared/ui/Modal/Modal';
import { moduleMessages as messages } from './messages';
import styles from './Materials.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface MaterialViewerProps {
  material: Material | null;
  onClose: () => void;
  /** The material is shown (asked for online): it counts as opened (the material point). */
  onShown: (material: Material) => void;
}

/** A viewable material inside the page: the browser's PDF viewer in a modal, plus a new-tab way out. */
export function MaterialViewer({ material, onClose, onShown }: MaterialViewerProps) {
  const intl = useIntl();
  return (
    <Modal
      open={material !== null}
      onClose={onClose}
      title={material?.name}
      className={styles.viewer}
      footer={
        material?.url && (
          <a
            href={material.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName({ theme: 'outline', size: 'sm' })}
          >
            <Icon name="external-link" size={16} aria-hidden="true" />
            {intl.formatMessage(messages.newTab)}
          </a>
        )
      }
    >
      {material?.url && (
        <MaterialFrame key={material.id} material={material} url={material.url} onShown={onShown} />
      )}
    </Modal>
  );
}

/**
 * Opened offline, the frame would hold the browser's own error page, which stays after the
 * network is back, and the material point would be lost: instead a line says it opens once the
 * connection returns, and it then does (and counts). A frame asked for online stays when the
 * network drops: what it has loaded is still worth reading.
 */
function MaterialFrame({
  material,
  url,
  onShown,
}: {
  material: Material;
  url: string;
  onShown: (material: Material) => void;
}) {
  const intl = useIntl();
  const online = useOnlineStatus();
  const [asked, setAsked] = useState(online);
  if (online && !asked) setAsked(true);
  // Once per material shown: a new callback from the parent is no new opening.
  const shown = useEffectEvent(() => onShown(material));
  useEffect(() => {
    if (asked) shown();
  }, [asked]);
  if (!asked)
    return (
      <p role="status" className={styles.offline}>
        <Icon name="wifi-off" size={20} aria-hidden="true" />
        {intl.formatMessage(messages.viewerOffline)}
      </p>
    );
  return <iframe src={url} title={material.name} className={styles.frame} />;
}
