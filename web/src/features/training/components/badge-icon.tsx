import { Icon, type IconName } from '../../../components/ui/icons.tsx';

/** Badge icons are stored as short names (≤ 50 characters); unknown ones show a star. */
const BADGE_ICONS: Record<string, IconName> = {
  lift: 'users',
  truck: 'truck',
  alert: 'shield',
  home: 'home',
  recycle: 'recycle',
  hardhat: 'hammer',
  steering: 'mapPin',
  phone: 'phone',
  trophy: 'star',
  award: 'star',
};

export function BadgeIcon({ icon, className }: { icon: string; className?: string }) {
  return <Icon name={BADGE_ICONS[icon] ?? 'star'} className={className ?? 'size-6'} />;
}
