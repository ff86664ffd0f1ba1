import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { Button } from '@/shared/ui/Button/Button';
import { Spinner } from '@/shared/ui/Spinner/Spinner';
import { ScreenShown } from '../providers/screenShown';
import { messages } from './messages';
import styles from './RouteBoundary.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';
import { useOnlineStatus } from '@/shared/lib/useOnlineStatus';
import { retryFailedLoads } from '@/shared/lib/lazyPage';

/** webpack names a failed import() "ChunkLoadError"; a failed CSS chunk says "Loading CSS chunk". */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(error.message);
}

export function RouteErrorFallback({ error, resetErrorBoundary }: FallbackProps) {
  const intl = useIntl();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const network = offline || isChunkLoadError(error);
  return (
    <section className={styles.fallback} role="alert">
      <Icon
        name={network ? 'wifi-off' : 'triangle-exclamation-point'}
        size={32}
        aria-hidden="true"
        className={styles.icon}
      />
      <h1 className={styles.title}>
        {intl.formatMessage(network ? messages.networkTitle : messages.errorTitle)}
      </h1>
      <p className={styles.text}>
        {intl.formatMessage(network ? messages.networkText : messages.errorText)}
      </p>
      <Button onClick={resetErrorBoundary} iconStart={<Icon name="rotate-cw" size={18} />}>
        {intl.formatMessage(messages.retry)}
      </Button>
    </section>
  );
}

function PageFallback() {
  return (
    <div className={styles.loading}>
      <Spinner size={28} />
    </div>
  );
}

/**
 * Wraps each routed screen: a loading state while its chunk arrives, and an error boundary
 * whose "Try again" re-renders it (lazyPage re-requests a chunk that failed). Navigating to
 * another path also clears the error, and so does the connection coming back: a screen whose
 * chunk failed offline used to stay on "No connection" under a banner saying that new pages
 * load when the connection is back.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // A reset key: the screen is rendered again as the connection comes back (and goes, when a
  // retry simply fails again, with no request sent).
  const online = useOnlineStatus();
  return (
    <ErrorBoundary
      FallbackComponent={RouteErrorFallback}
      resetKeys={[pathname, online]}
      // A screen whose chunk failed asks for it again (lazyPage).
      onReset={retryFailedLoads}
    >
      <Suspense fallback={<PageFallback />}>
        {children}
        <ScreenShown />
      </Suspense>
    </ErrorBoundary>
  );
}
