import styles from './ProgressBar.module.css';

interface ProgressBarProps {
  value: number;
  max: number;
  /** The accessible name, e.g. "Course progress". */
  label: string;
  /** What a screen reader says for the value, e.g. "2 of 5 sessions completed". */
  valueText: string;
}

/** A thin bar of how far along something is (role progressbar with the value in words). */
export function ProgressBar({ value, max, label, valueText }: ProgressBarProps) {
  const share = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
    >
      <div className={styles.fill} style={{ width: `${share * 100}%` }} />
    </div>
  );
}
