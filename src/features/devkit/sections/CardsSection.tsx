import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CourseCard } from '@/features/cards/CourseCard/CourseCard';
import { MediaCard } from '@/features/cards/MediaCard/MediaCard';
import { ModuleCard } from '@/features/cards/ModuleCard/ModuleCard';
import { sampleArticle, sampleCourse, sampleModule, sampleTags } from '@/features/cards/fixtures';
import { FavoriteButton } from '@/shared/ui/FavoriteButton/FavoriteButton';
import { messages } from '../messages';
import styles from '../Kit.module.css';
import { KitGroup, KitSection } from './KitSection';

function Fav({ initial = false }: { initial?: boolean }) {
  const [active, setActive] = useState(initial);
  return <FavoriteButton active={active} onClick={() => setActive(!active)} />;
}

const cover = (kind: 'module' | 'course', n: number) =>
  `/api/media/files/covers/${kind}-${String(n).padStart(2, '0')}.webp`;

export function CardsSection() {
  const intl = useIntl();
  return (
    <KitSection id="cards" title={intl.formatMessage(messages.cards)}>
      <KitGroup
        caption="module cards: new, viewed, completed, scheme D, no access"
        className={styles.cardGrid}
      >
        <ModuleCard module={sampleModule()} favorite={<Fav />} />
        <ModuleCard
          module={sampleModule({
            id: 12,
            progress: { status: false },
            image: cover('module', 4),
            name: 'Exit tickets in three questions',
            has_viewable_materials: false,
          })}
          favorite={<Fav initial />}
        />
        <ModuleCard
          module={sampleModule({
            id: 13,
            progress: { status: true },
            image: cover('module', 7),
            name: 'Cold calling without the fear',
            tags: sampleTags,
          })}
        />
        <ModuleCard
          module={sampleModule({
            id: 14,
            color_scheme: 'D',
            image: cover('module', 9),
            name: 'Retrieval practice: low stakes, high gains',
          })}
          favorite={<Fav />}
        />
        <ModuleCard
          module={sampleModule({
            id: 15,
            has_access: false,
            image: cover('module', 12),
            name: 'Leading a department meeting that decides things',
            has_downloadable_materials: false,
          })}
        />
      </KitGroup>
      <KitGroup
        caption="course cards: with sponsor, scheme D, no access, 1 and 21 lessons"
        className={styles.cardGrid}
      >
        <CourseCard course={sampleCourse()} favorite={<Fav />} />
        <CourseCard
          course={sampleCourse({
            id: 4,
            color_scheme: 'D',
            image: cover('course', 6),
            name: 'Data literacy for school leaders',
            modules_count: 1,
            sponsor: null,
          })}
          favorite={<Fav initial />}
        />
        <CourseCard
          course={sampleCourse({
            id: 5,
            has_access: false,
            image: cover('course', 9),
            name: 'Inclusive classrooms, step by step',
            modules_count: 21,
            tags: sampleTags.slice(0, 3),
          })}
        />
        <CourseCard
          course={sampleCourse({
            id: 6,
            image: null,
            name: 'A course whose cover failed to load',
            modules_count: 22,
            description: '',
          })}
        />
      </KitGroup>
      <KitGroup caption="media cards: new, viewed, no image" className={styles.cardGrid}>
        <MediaCard article={sampleArticle()} favorite={<Fav />} />
        <MediaCard
          article={sampleArticle({
            id: 8,
            viewed: true,
            image: '/api/media/files/articles/article-05.webp',
            name: 'Five routines for calmer transitions',
            topic: 'Practice',
          })}
          favorite={<Fav initial />}
        />
        <MediaCard
          article={sampleArticle({
            id: 9,
            image: null,
            name: 'Short read: why worked examples work',
            topic: 'Research',
          })}
        />
      </KitGroup>
    </KitSection>
  );
}
