import { useIntl } from 'react-intl';
import type { ModuleDetail } from '@/shared/contract/learning';
import { useLogInHere } from '@/features/auth/useLogInHere';
import { Button } from '@/shared/ui/Button/Button';
import { Image } from '@/shared/ui/Image/Image';
import { LectorList } from '../common/LectorList';
import { commonMessages } from '../common/messages';
import { Materials } from './Materials';
import { TestLink } from './TestLink';
import { sessionLeft } from './sessionLeft';
import { VideoPlayer } from './VideoPlayer';
import { moduleMessages as messages } from './messages';
import { useModuleProgress } from './useModuleProgress';
import styles from './ModuleView.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

/** An open session: video, visitor hint, materials, test, lecturers. Keyed by module id. */
export function ModuleView({ module }: { module: ModuleDetail }) {
  const intl = useIntl();
  const { askToLogIn } = useLogInHere();
  const progress = useModuleProgress(module.id, module.video?.id ?? null);
  return (
    <>
      {module.video?.url ? (
        <VideoPlayer
          moduleId={module.id}
          name={module.name}
          video={module.video}
          onPlay={progress.onVideoPlay}
          onProgress={(video, ended) => void progress.onVideoProgress(video, ended)}
        />
      ) : (
        <Image src={module.image} alt="" ratio="16 / 9" className={styles.cover} priority />
      )}
      {progress.endedShort !== null && module.progress?.status !== true && (
        <p role="status" className={styles.note}>
          {intl.formatMessage(messages.videoEndedShort, { share: progress.endedShort })}
        </p>
      )}
      {!progress.tracksProgress && (
        <div className={styles.hint}>
          <p>{intl.formatMessage(messages.visitorHint)}</p>
          <Button
            theme="outline"
            size="sm"
            iconStart={<Icon name="log-in" size={16} />}
            onClick={askToLogIn}
          >
            {intl.formatMessage(commonMessages.logIn)}
          </Button>
        </div>
      )}
      <Materials
        viewable={module.viewable_materials}
        downloadable={module.downloadable_materials}
        onOpened={progress.onMaterialOpened}
      />
      {module.test && (
        <TestLink
          moduleId={module.id}
          test={module.test}
          next={module.course_path?.next}
          left={sessionLeft(module)}
        />
      )}
      <LectorList lectors={module.lectors} />
    </>
  );
}
