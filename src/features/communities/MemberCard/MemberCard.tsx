import { Link } from 'react-router';
import type { Member } from '@/shared/contract/content';
import { paths, type CommunityType } from '@/shared/routes/paths';
import { useAppSelector } from '@/app/hooks';
import { fullName } from '@/shared/lib/fullName';
import { useContentLang } from '@/shared/lib/contentLang';
import { RoleBadge } from '@/features/profile/public/RoleBadge';
import { selectCityName, selectSpecializationName } from '@/features/references/referencesSlice';
import { Avatar } from '@/shared/ui/Avatar/Avatar';
import styles from './MemberCard.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface MemberCardProps {
  member: Member;
  listType: CommunityType;
}

/** A person in the directory: photo (or the default avatar), name, role, specialization, city. */
export function MemberCard({ member, listType }: MemberCardProps) {
  const name = fullName(member);
  const specialization = useAppSelector((state) =>
    selectSpecializationName(state, member.specialization),
  );
  const city = useAppSelector((state) => selectCityName(state, member.city));
  const langOf = useContentLang();
  return (
    <article className={styles.card}>
      <Avatar src={member.photo} name={name} size={72} decorative />
      <div className={styles.text}>
        {/* The member's own spelling, maybe right-to-left: its direction from its letters. */}
        <h2 className={styles.name} lang={langOf(name)} dir="auto">
          {/* The role travels with the link: the member page's answer does not carry it. */}
          <Link
            to={paths.communityMember(member.id, listType)}
            state={{ role: member.role }}
            className={styles.link}
          >
            {name}
          </Link>
        </h2>
        <RoleBadge role={member.role} size="sm" />
        {specialization && (
          <p className={styles.specialization} lang={langOf(specialization)}>
            {specialization}
          </p>
        )}
        {city && (
          <p className={styles.city} lang={langOf(city)}>
            <Icon name="map-pin" size={14} aria-hidden="true" />
            {city}
          </p>
        )}
      </div>
    </article>
  );
}
