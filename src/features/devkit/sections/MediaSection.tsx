import { useIntl } from 'react-intl';
import { Avatar } from '@/shared/ui/Avatar/Avatar';
import { Image } from '@/shared/ui/Image/Image';
import { Logo } from '@/shared/ui/Logo/Logo';
import { messages } from '../messages';
import styles from '../Kit.module.css';
import { KitGroup, KitSection } from './KitSection';

export function MediaSection() {
  const intl = useIntl();
  return (
    <KitSection id="media" title={intl.formatMessage(messages.media)}>
      <KitGroup caption="image: loaded, broken file, no src">
        <div className={styles.imageBox}>
          <Image src="/api/media/files/covers/course-05.webp" ratio="16 / 9" />
        </div>
        <div className={styles.imageBox}>
          <Image src="/api/media/files/covers/missing.webp" ratio="16 / 9" />
        </div>
        <div className={styles.imageBox}>
          <Image src={null} ratio="16 / 9" />
        </div>
      </KitGroup>
      <KitGroup caption="avatar: photo, default, sizes">
        <Avatar src="/api/media/files/avatars/avatar-01.jpg" name="Anna Ivanova" size={64} />
        <Avatar src="/api/media/files/avatars/avatar-02.jpg" name="Oleg Petrov" size={48} />
        <Avatar src={null} name="Maria" size={64} />
        <Avatar src={null} size={40} />
        <Avatar src="/api/media/files/avatars/missing.jpg" size={32} />
      </KitGroup>
      <KitGroup caption="logo: black, white">
        <div className={styles.lightSurface}>
          <Logo theme="black" width={220} />
        </div>
        <div className={styles.darkSurface}>
          <Logo theme="white" width={220} />
        </div>
      </KitGroup>
    </KitSection>
  );
}
