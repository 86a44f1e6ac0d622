import type { PickStatus } from '@bet/domain/api/betting';
import { CheckIcon, ClockIcon, CloseIcon, MinusIcon } from '@bet/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { type PickStatusKey, pickStatusKey } from '../lib/coupon-view.ts';

const ICON: Record<PickStatusKey, typeof CheckIcon> = {
  open: ClockIcon,
  won: CheckIcon,
  halfWon: CheckIcon,
  lost: CloseIcon,
  halfLost: CloseIcon,
  void: MinusIcon,
};

/** A pick's state as a coloured icon with its name for screen readers and as a tooltip. */
export function PickStatusIcon({ status }: { status: PickStatus }) {
  const { t } = useTranslation();
  const key = pickStatusKey(status);
  const Icon = ICON[key];
  const name = t(`coupons.pickStatus.${key}`);
  return (
    <span className={`cp-pick-status cp-pick-${key}`}>
      <Icon size={16} label={name} />
    </span>
  );
}
