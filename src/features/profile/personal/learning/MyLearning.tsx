import { Suspense, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useIntl } from 'react-intl';
import { CardGridSkeleton } from '@/shared/ui/CardGrid/CardGrid';
import { LoadError } from '@/shared/ui/LoadError/LoadError';
import { lazyPage, retryFailedLoads } from '@/shared/lib/lazyPage';
import { messages } from './messages';

/**
 * "My learning" loads in its own chunk, which the build leaves whole (webpack.config.js
 * `splitChunks.chunks`): it reuses Home's card and the catalogue search, which the learning
 * list's chunks share with Home, and a third screen sharing them would make webpack re-split
 * those chunks, growing the first visit (README "My learning").
 */
const LearningSection = lazyPage(() =>
  import(/* webpackChunkName: "my-learning" */ './LearningSection').then((m) => ({
    default: m.LearningSection as ComponentType,
  })),
);

/**
 * The section, or its failure with Try again: a chunk that failed to load (offline, a deploy
 * replaced the files) is asked for again (the reset lets lazyPage swap in a fresh lazy component).
 */
export function MyLearning() {
  const intl = useIntl();
  return (
    <ErrorBoundary
      onReset={retryFailedLoads}
      fallbackRender={({ resetErrorBoundary }) => (
        <LoadError
          variant="inline"
          compact
          title={intl.formatMessage(messages.loadError)}
          onRetry={resetErrorBoundary}
        />
      )}
    >
      {/* The skeleton its data loading shows too (three cards), so nothing jumps. */}
      <Suspense fallback={<CardGridSkeleton count={3} />}>
        <LearningSection />
      </Suspense>
    </ErrorBoundary>
  );
}
