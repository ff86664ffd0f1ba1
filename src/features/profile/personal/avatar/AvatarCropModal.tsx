import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorBoundary } from 'react-error-boundary';
import { useUploadPhotoMutation } from '@/features/profile/profileApi';
import { describeApiError } from '@/features/auth/components/apiErrors';
import {
  errorCodeTexts,
  errorTextOf,
  isErrorCode,
  wordError,
  type ErrorText,
} from '@/shared/api/errorCodes';
import { IMAGE_LOAD_FAILURE } from '@/shared/ui/AvatarCropper/cropperConfig';
import { Button } from '@/shared/ui/Button/Button';
import { Modal } from '@/shared/ui/Modal/Modal';
import { Spinner } from '@/shared/ui/Spinner/Spinner';
import { avatarMessages as messages } from './messages';
import styles from './Avatar.module.css';

// cropperjs stays out of the first-visit bundle: this chunk loads when the dialog opens.
const AvatarCropper = lazy(() =>
  import(/* webpackChunkName: "avatar-cropper" */ '@/shared/ui/AvatarCropper/AvatarCropper').then(
    (m) => ({ default: m.AvatarCropper }),
  ),
);

interface AvatarCropModalProps {
  /** Object URL of the chosen picture; null keeps the dialog closed. */
  source: string | null;
  onClose: () => void;
}

/** Crop the chosen picture, then upload the JPEG to POST /profile/my/photo/. */
export function AvatarCropModal({ source, onClose }: AvatarCropModalProps) {
  const intl = useIntl();
  const [file, setFile] = useState<File | null>(null);
  // Kept as its message and worded when drawn: a language switched while it shows rewords it.
  const [error, setError] = useState<ErrorText | null>(null);
  const [upload, { isLoading }] = useUploadPhotoMutation();

  // Another picture (or none: closed) starts with no crop and no error.
  const [shownSource, setShownSource] = useState(source);
  if (source !== shownSource) {
    setShownSource(source);
    setFile(null);
    setError(null);
  }

  const save = async () => {
    if (!file) return;
    const result = await upload(file);
    if (!('error' in result)) return onClose();
    const problem = describeApiError(result.error);
    // A 413 (refused before the server read it) is the same news as an oversized photo.
    if (problem.fields.photo) setError(errorTextOf(problem.fieldCodes.photo, problem.fields.photo));
    else if (problem.status === 413) setError(errorCodeTexts.file_too_large);
    // A busy server (503 server_busy) or an upload of this account still in flight (429) says
    // so in its code: its own words tell the user that trying again shortly will do.
    else if ((problem.status === 503 || problem.status === 429) && isErrorCode(problem.code))
      setError(errorCodeTexts[problem.code]);
    else setError(messages.uploadFailed);
  };

  const onCropError = (failure: Error) => {
    setFile(null);
    // A picture that failed to load: the cropper's own alert explains it.
    setError(failure.message.startsWith(IMAGE_LOAD_FAILURE) ? null : messages.exportFailed);
  };

  return (
    <Modal
      open={source !== null}
      onClose={onClose}
      title={intl.formatMessage(messages.modalTitle)}
      footer={
        <>
          <Button theme="outline" onClick={onClose}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button onClick={save} disabled={!file} loading={isLoading}>
            {intl.formatMessage(messages.save)}
          </Button>
        </>
      }
    >
      <ErrorBoundary
        fallback={
          <p role="alert" className={styles.error}>
            {intl.formatMessage(messages.editorFailed)}
          </p>
        }
      >
        <Suspense
          fallback={
            <div className={styles.loading}>
              <Spinner announce={false} />
              <span>{intl.formatMessage(messages.loadingCropper)}</span>
            </div>
          }
        >
          {source && (
            <AvatarCropper
              src={source}
              onCrop={(cropped) => {
                setFile(cropped);
                setError(null);
              }}
              onError={onCropError}
            />
          )}
        </Suspense>
      </ErrorBoundary>
      {error && (
        <p role="alert" className={styles.error}>
          {wordError(error, (d) => intl.formatMessage(d))}
        </p>
      )}
    </Modal>
  );
}
