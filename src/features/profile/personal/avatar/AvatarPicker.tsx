import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { Avatar } from '@/shared/ui/Avatar/Avatar';
import { Button } from '@/shared/ui/Button/Button';
import { useOwnPhotoReread } from '@/features/profile/useOwnPhotoReread';
import { AvatarCropModal } from './AvatarCropModal';
import { avatarMessages as messages } from './messages';
import styles from './Avatar.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface AvatarPickerProps {
  photo: string | null;
  name: string;
}

/** The avatar with a "Change photo" button: pick an image, crop it, upload it. */
export function AvatarPicker({ photo, name }: AvatarPickerProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  // Whether the file chosen was no picture; the line is worded when drawn (a language switched
  // while it shows rewords it).
  const [notImage, setNotImage] = useState(false);
  const photoMissing = useOwnPhotoReread(photo);

  // Object URLs hold the picture in memory until revoked.
  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setNotImage(true);
      return;
    }
    setNotImage(false);
    setSource(URL.createObjectURL(file));
  };

  return (
    <div className={styles.picker}>
      <Avatar
        src={photo}
        name={name || intl.formatMessage(messages.photoAlt)}
        size={96}
        className={styles.avatar}
        onMissing={photoMissing}
      />
      <Button
        theme="outline"
        size="sm"
        iconStart={<Icon name="camera" size={16} aria-hidden="true" />}
        onClick={() => input.current?.click()}
      >
        {intl.formatMessage(photo ? messages.change : messages.add)}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className={styles.fileInput}
        tabIndex={-1}
        // The visible button opens it; hidden from assistive tech so the control is announced once.
        aria-hidden="true"
        aria-label={intl.formatMessage(photo ? messages.change : messages.add)}
        onChange={onFile}
      />
      {notImage && (
        <p role="alert" className={styles.error}>
          {intl.formatMessage(messages.notImage)}
        </p>
      )}
      <AvatarCropModal source={source} onClose={() => setSource(null)} />
    </div>
  );
}
