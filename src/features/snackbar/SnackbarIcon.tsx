import {
  CircleAlert,
  CircleCheck,
  Heart,
  HeartOff,
  Info,
  TriangleAlert,
  WifiOff,
  type LucideIcon,
} from 'lucide-react';
import type { SnackbarColor } from './snackbarSlice';

/**
 * The icons a snackbar may name (SnackbarItem.icon is a lucide name, so the store stays
 * serializable). A fixed map instead of lucide's dynamic import keeps the icon set tree-shaken.
 */
const icons: Record<string, LucideIcon> = {
  'circle-alert': CircleAlert,
  'circle-check': CircleCheck,
  heart: Heart,
  'heart-off': HeartOff,
  info: Info,
  'triangle-alert': TriangleAlert,
  'wifi-off': WifiOff,
};

const byColor: Record<SnackbarColor, LucideIcon> = {
  primary: Info,
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleAlert,
};

export function SnackbarIcon({
  name,
  color,
  iconColor,
  size = 20,
}: {
  name?: string;
  color: SnackbarColor;
  iconColor?: string;
  size?: number;
}) {
  const Icon = (name && icons[name]) || byColor[color];
  return <Icon size={size} color={iconColor ?? 'currentColor'} aria-hidden="true" />;
}
