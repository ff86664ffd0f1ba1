import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { paths } from '@/shared/routes/paths';
import { Button } from '@/shared/ui/Button/Button';
import { LoadError as SharedLoadError } from '@/shared/ui/LoadError/LoadError';
import { commonMessages as messages } from './messages';

interface LearningLoadErrorProps {
  error: unknown;
  onRetry: () => void;
  /** One line for the 404 state, e.g. 'This course does not exist or was removed.' */
  notFoundText: ReactNode;
  /** Text of the generic failure (the SPEC §8 snackbar text fits well). */
  failedText?: ReactNode;
  retrying?: boolean;
}

/** The shared LoadError with the learning screens' texts and a way back to the catalogue. */
export function LoadError({
  error,
  onRetry,
  notFoundText,
  failedText,
  retrying = false,
}: LearningLoadErrorProps) {
  const intl = useIntl();
  return (
    <SharedLoadError
      error={error}
      onRetry={onRetry}
      retrying={retrying}
      title={failedText ?? intl.formatMessage(messages.errorTitle)}
      text={intl.formatMessage(messages.errorText)}
      notFound={{
        title: intl.formatMessage(messages.notFoundTitle),
        text: notFoundText,
        action: <Button to={paths.education()}>{intl.formatMessage(messages.toCatalogue)}</Button>,
      }}
    />
  );
}
