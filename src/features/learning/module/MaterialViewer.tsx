import { useIntl } from 'react-intl';
import { ExternalLink } from 'lucide-react';
import type { Material } from '@/shared/contract/learning';
import { buttonClassName } from '@/shared/ui/Button/Button';
import { Modal } from '@/shared/ui/Modal/Modal';
import { moduleMessages as messages } from './messages';
import styles from './Materials.module.css';

interface MaterialViewerProps {
  material: Material | null;
  onClose: () => void;
}

/** A viewable material inside the page: the browser's PDF viewer in a modal, plus a new-tab way out. */
export function MaterialViewer({ material, onClose }: MaterialViewerProps) {
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
            <ExternalLink size={16} aria-hidden="true" />
            {intl.formatMessage(messages.newTab)}
          </a>
        )
      }
    >
      {material?.url && (
        <iframe src={material.url} title={material.name} className={styles.frame} />
      )}
    </Modal>
  );
}
