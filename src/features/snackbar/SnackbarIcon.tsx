import { Icon } from '@/shared/ui/Icon/Icon';
import type { IconName } from '@/shared/ui/Icon/iconNames';
import type { SnackbarColor } from './snackbarSlice';

/** The icon of a snackbar that names none. */
const byColor: Record<SnackbarColor, IconName> = {
  primary: 'info',
  info: 'info',
  success: 'circle-check',
  warning: 'triangle-exclamation-point',
  error: 'circle-exclamation-point',
};

/**
 * A snackbar's icon: the one it names (any of the app's icons, a name in the store, which stays
 * serializable) or its colour's. Its symbol comes with the sprite when the page lacks it.
 */
export function SnackbarIcon({
  name,
  color,
  iconColor,
  size = 20,
}: {
  name?: IconName;
  color: SnackbarColor;
  iconColor?: string;
  size?: number;
}) {
  return <Icon name={name ?? byColor[color]} size={size} color={iconColor} aria-hidden="true" />;
}
