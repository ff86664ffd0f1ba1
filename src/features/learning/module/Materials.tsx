import { useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import type { Material } from '@/shared/contract/learning';
import { Button, buttonClassName } from '@/shared/ui/Button/Button';
import { MaterialViewer } from './MaterialViewer';
import { moduleMessages as messages } from './messages';
import styles from './Materials.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface MaterialsProps {
  viewable: Material[];
  downloadable: Material[];
  /** Posts the material point (SPEC §7) whenever one is opened or downloaded. */
  onOpened: (materialId: number) => void;
}

export function formatSize(intl: IntlShape, bytes: number): string {
  if (bytes <= 0) return '';
  const mb = bytes >= 1024 * 1024;
  return intl.formatNumber(mb ? bytes / 1024 / 1024 : Math.max(1, bytes / 1024), {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mb ? 1 : 0,
  });
}

const kindIcon = (kind: Material['kind']) =>
  kind === 'presentation' ? 'presentation' : kind === 'link' ? 'link-2' : 'file-text';

/** Presentations open in the page (links in a new tab); files download. Each counts as opened. */
export function Materials({ viewable, downloadable, onOpened }: MaterialsProps) {
  const intl = useIntl();
  const [viewing, setViewing] = useState<Material | null>(null);
  if (viewable.length === 0 && downloadable.length === 0) return null;

  const row = (material: Material, action: ReactNode) => {
    return (
      <li key={material.id} className={styles.item}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name={kindIcon(material.kind)} size={20} />
        </span>
        <span className={styles.text}>
          <span className={styles.name} lang={contentLang(material.name, intl.locale)}>
            {material.name}
          </span>
          {material.size > 0 && (
            <span className={styles.size}>{formatSize(intl, material.size)}</span>
          )}
        </span>
        {action}
      </li>
    );
  };

  const viewAction = (material: Material) =>
    material.kind === 'link' ? (
      <a
        href={material.url ?? undefined}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClassName({ theme: 'outline', size: 'sm' })}
        aria-label={intl.formatMessage(messages.openLink, { name: material.name })}
        onClick={() => onOpened(material.id)}
      >
        <Icon name="eye" size={16} aria-hidden="true" />
        {intl.formatMessage(messages.view)}
      </a>
    ) : (
      <Button
        theme="outline"
        size="sm"
        iconStart={<Icon name="eye" size={16} />}
        aria-label={intl.formatMessage(messages.viewName, { name: material.name })}
        // The point is posted once the viewer shows it (offline: when the network is back).
        onClick={() => setViewing(material)}
      >
        {intl.formatMessage(messages.view)}
      </Button>
    );

  const downloadAction = (material: Material) => (
    <a
      href={material.url ?? undefined}
      download
      className={buttonClassName({ theme: 'outline', size: 'sm' })}
      aria-label={intl.formatMessage(messages.downloadName, { name: material.name })}
      onClick={() => onOpened(material.id)}
    >
      <Icon name="download" size={16} aria-hidden="true" />
      {intl.formatMessage(messages.download)}
    </a>
  );

  return (
    <div className={styles.groups}>
      {viewable.length > 0 && (
        <section className={styles.group} aria-labelledby="materials-view">
          <h2 id="materials-view" className={styles.heading}>
            {intl.formatMessage(messages.presentations)}
          </h2>
          <ul className={styles.list}>{viewable.map((m) => row(m, viewAction(m)))}</ul>
        </section>
      )}
      {downloadable.length > 0 && (
        <section className={styles.group} aria-labelledby="materials-files">
          <h2 id="materials-files" className={styles.heading}>
            {intl.formatMessage(messages.files)}
          </h2>
          <ul className={styles.list}>{downloadable.map((m) => row(m, downloadAction(m)))}</ul>
        </section>
      )}
      <MaterialViewer
        material={viewing}
        onClose={() => setViewing(null)}
        onShown={(material) => onOpened(material.id)}
      />
    </div>
  );
}
