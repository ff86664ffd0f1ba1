import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { normalizeLogoTheme, type LogoTheme } from './logoTheme';
import { messages } from './messages';
import styles from './Logo.module.css';

interface LogoProps {
  /** 'black' on light surfaces, 'white' on dark ones (SPEC §5.4). */
  theme?: LogoTheme;
  /** Rendered width in px; the height follows the 196:36 ratio. */
  width?: number;
  className?: string;
}

/**
 * The EduCommunity wordmark: a brand-teal tile holding an open book whose pages rise like a
 * speech bubble (learning + community), then the name. Pure SVG, no request.
 */
export function Logo({ theme = 'black', width = 196, className }: LogoProps) {
  const intl = useIntl();
  const safeTheme = useMemo(() => normalizeLogoTheme(theme), [theme]);
  const ink = safeTheme === 'white' ? '#FFFFFF' : '#171717';
  return (
    <svg
      role="img"
      aria-label={intl.formatMessage(messages.name)}
      viewBox="0 0 196 36"
      width={width}
      // Two decimals: 220 px wide was height="40.40816326530612", whose digits no compressor
      // shrinks (64 bytes of the list page's first round trip, with the drawer's 160 px logo).
      // The stylesheet's `height: auto` draws it from the viewBox anyway.
      height={Math.round((width * 3600) / 196) / 100}
      className={[styles.logo, className].filter(Boolean).join(' ')}
      data-theme={safeTheme}
    >
      <rect x="0" y="0" width="36" height="36" rx="10" fill="#44CBB1" />
      <path d="M8 12.5c3.6-1.6 7-1.4 10 .9v13c-3-2.2-6.4-2.4-10-.8z" fill="#0B2E28" />
      <path
        d="M28 12.5c-3.6-1.6-7-1.4-10 .9v13c3-2.2 6.4-2.4 10-.8z"
        fill="#0B2E28"
        opacity="0.72"
      />
      <circle cx="18" cy="7.8" r="2.6" fill="#FFFFFF" />
      <text
        x="46"
        y="25"
        fill={ink}
        // The page's stack (tokens.css --font-sans), by class: an attribute cannot read it.
        className={styles.name}
        fontSize="20"
        fontWeight="700"
        letterSpacing="-0.3"
        // Inter's own length of the name: a reader's text spacing (WCAG 1.4.12) or a fallback
        // font cannot push its last letters out of the box; they are fitted into it instead.
        textLength="143.6"
        lengthAdjust="spacingAndGlyphs"
      >
        Edu
        <tspan fontWeight="500" opacity="0.86">
          Community
        </tspan>
      </text>
    </svg>
  );
}
