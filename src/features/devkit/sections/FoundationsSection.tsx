import { useIntl } from 'react-intl';
import { messages } from '../messages';
import styles from '../Kit.module.css';
import { KitGroup, KitSection } from './KitSection';

const colours = [
  'brand',
  'accent-yellow',
  'accent-blue',
  'accent-pink',
  'link',
  'link-visited',
  'bg-primary',
  'bg-secondary',
  'text',
  'text-muted',
  'danger',
  'success',
];
const tints = ['yellow', 'blue', 'purple', 'green', 'gold'];
const sizes = ['3xl', '2xl', 'xl', 'lg', 'md', 'sm', 'xs'];

export function FoundationsSection() {
  const intl = useIntl();
  return (
    <KitSection id="foundations" title={intl.formatMessage(messages.foundations)}>
      <KitGroup caption="colours" className={styles.swatches}>
        {colours.map((name) => (
          <div key={name} className={styles.swatch}>
            <span className={styles.chip} style={{ background: `var(--color-${name})` }} />
            <span className={styles.code}>--color-{name}</span>
          </div>
        ))}
      </KitGroup>
      <KitGroup caption="card tints" className={styles.swatches}>
        {tints.map((name) => (
          <div key={name} className={styles.swatch}>
            <span className={styles.chip} style={{ background: `var(--color-tint-${name})` }} />
            <span className={styles.code}>--color-tint-{name}</span>
          </div>
        ))}
      </KitGroup>
      <KitGroup caption="type scale (Inter)" className={styles.typeScale}>
        {sizes.map((size) => (
          <span
            key={size}
            style={{
              fontSize: `var(--font-size-${size})`,
              fontWeight: size.includes('xl') ? 600 : 400,
            }}
          >
            Aa Бб {size}
          </span>
        ))}
      </KitGroup>
    </KitSection>
  );
}
