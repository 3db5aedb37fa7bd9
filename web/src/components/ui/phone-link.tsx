import { COMPANY } from '@haul/shared';
import { type ButtonSize, type ButtonVariant, buttonClasses } from './button-styles.ts';
import { Icon } from './icons.tsx';

interface PhoneLinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Text before the number, e.g. "Call"; the number itself is always shown. */
  prefix?: string;
}

/** The company phone as a tap-to-call button. The number comes from COMPANY only. */
export function PhoneLink({ variant = 'accent', size = 'md', className = '', prefix }: PhoneLinkProps) {
  return (
    <a href={COMPANY.phoneHref} className={buttonClasses(variant, size, className)}>
      <Icon name="phone" className="size-4 shrink-0" />
      {prefix ? `${prefix} ${COMPANY.phone}` : COMPANY.phone}
    </a>
  );
}
