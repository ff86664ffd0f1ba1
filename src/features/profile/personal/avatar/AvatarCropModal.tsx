import { lazy, Suspense, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ErrorBoundary } from 'react-error-boundary';
import { useUploadPhotoMutation } from '@/features/profile/profileApi';
import { describeApiError } from '@/features/auth/components/apiErrors';
import { errorCodeTexts, isErrorCode, localizeError } from '@/shared/api/errorCodes';
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
  const [error, setError] = useState<string | null>(null);
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
    const format = (d: MessageDescriptor) => intl.formatMessage(d);
    // A 413 (refused before the server read it) is the same news as an oversized photo.
    if (problem.fields.photo)
      setError(localizeError(problem.fieldCodes.photo, problem.fields.photo, format));
    else if (problem.status === 413) setError(format(errorCodeTexts.file_too_large));
    // A busy server (503 server_busy) or an upload of this account still in flight (429) says
    // so in its code: its own words tell the user that trying again shortly will do.
    else if ((problem.status === 503 || problem.status === 429) && isErrorCode(problem.code))
      setError(format(errorCodeTexts[problem.code]));
    else setError(format(messages.uploadFailed));
  };

  const onCropError = (failure: Error) => {
    setFile(null);
    // A picture that failed to load: the cropper's own alert explains it.
    setError(
      failure.message.startsWith(IMAGE_LOAD_FAILURE)
        ? null
        : intl.formatMessage(messages.exportFailed),
    );
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
          {error}
        </p>
      )}
    </Modal>
  );
}
