import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/shared/ui/Button/Button';
import { FavoriteButton } from '@/shared/ui/FavoriteButton/FavoriteButton';
import { IconButton } from '@/shared/ui/IconButton/IconButton';
import { Spinner } from '@/shared/ui/Spinner/Spinner';
import { messages } from '../messages';
import { KitGroup, KitSection } from './KitSection';
import { Icon } from '@/shared/ui/Icon/Icon';

const themes = ['primary', 'outline', 'secondary', 'black', 'text'] as const;

export function ButtonsSection() {
  const intl = useIntl();
  const [favorite, setFavorite] = useState(false);
  const t = (m: (typeof messages)[keyof typeof messages]) => intl.formatMessage(m);
  return (
    <KitSection id="buttons" title={t(messages.buttons)}>
      <KitGroup caption="themes">
        {themes.map((theme) => (
          <Button key={theme} theme={theme}>
            {t(messages.continue)}
          </Button>
        ))}
      </KitGroup>
      <KitGroup caption="states and sizes">
        <Button loading>{t(messages.loading)}</Button>
        <Button theme="outline" loading>
          {t(messages.loading)}
        </Button>
        <Button disabled>{t(messages.disabled)}</Button>
        <Button size="sm" iconStart={<Icon name="plus" size={16} />}>
          {t(messages.details)}
        </Button>
        <Button size="lg" iconEnd={<Icon name="arrow-right" size={20} />}>
          {t(messages.save)}
        </Button>
        <Button
          to="/education/all"
          theme="secondary"
          iconEnd={<Icon name="arrow-right" size={18} />}
        >
          {t(messages.learning)}
        </Button>
        <Button theme="text">{t(messages.more)}</Button>
      </KitGroup>
      <KitGroup caption="icon buttons, favorite toggle, spinner">
        <IconButton aria-label={t(messages.settings)} icon={<Icon name="settings" size={20} />} />
        <IconButton
          variant="filled"
          aria-label={t(messages.settings)}
          icon={<Icon name="settings" size={20} />}
        />
        <FavoriteButton variant="ghost" active={favorite} onClick={() => setFavorite(!favorite)} />
        <FavoriteButton variant="ghost" active onClick={() => {}} />
        <FavoriteButton variant="ghost" active={false} pending onClick={() => {}} />
        <Spinner size={24} />
      </KitGroup>
    </KitSection>
  );
}
