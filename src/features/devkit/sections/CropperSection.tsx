import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '@/shared/ui/Spinner/Spinner';
import { messages } from '../messages';
import styles from '../Kit.module.css';
import { KitSection } from './KitSection';

// Lazy, exactly as real callers must: cropperjs never enters the first-visit bundle.
const AvatarCropper = lazy(() =>
  import(/* webpackChunkName: "avatar-cropper" */ '@/shared/ui/AvatarCropper/AvatarCropper').then(
    (m) => ({ default: m.AvatarCropper }),
  ),
);

export function CropperSection() {
  const intl = useIntl();
  const [last, setLast] = useState<string>('—');
  return (
    <KitSection id="cropper" title={intl.formatMessage(messages.cropper)}>
      <Suspense fallback={<Spinner size={28} />}>
        <AvatarCropper
          src="/api/media/files/covers/course-02.webp"
          onCrop={(file) => setLast(`${file.type}, ${Math.round(file.size / 1024)} KB`)}
          onError={(error) => setLast(error.message)}
        />
      </Suspense>
      <p className={styles.caption}>{intl.formatMessage(messages.cropHint, { size: last })}</p>
    </KitSection>
  );
}
