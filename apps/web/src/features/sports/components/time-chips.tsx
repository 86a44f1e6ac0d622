import { useTranslation } from 'react-i18next';
import { currentTimeZone } from '../../../shared/format/format.ts';
import { ChipGroup } from '../../../shared/sportsbook/components/chip-group.tsx';
import { CHIP_IDS, type ChipId, dayChipLabel, dayOffset } from '../lib/time-chips.ts';

type TimeChipsProps = { value: ChipId; onChange: (chip: ChipId) => void; now: Date };

/** All, 6 Hour, Today and the next five days, as a row of toggles. */
export function TimeChips({ value, onChange, now }: TimeChipsProps) {
  const { t, i18n } = useTranslation();
  const zone = currentTimeZone();
  const label = (chip: ChipId) => {
    const days = dayOffset(chip);
    if (days === undefined) return t(`sports.chips.${chip}`);
    return days === 0 ? t('sports.chips.today') : dayChipLabel(now, days, i18n.language, zone);
  };
  return (
    <ChipGroup
      label={t('sports.chips.label')}
      chips={CHIP_IDS.map((chip) => ({ id: chip, label: label(chip) }))}
      value={value}
      onChange={onChange}
    />
  );
}
