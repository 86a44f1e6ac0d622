import { useTranslation } from 'react-i18next';
import { ChipGroup } from '../../../shared/sportsbook/components/chip-group.tsx';
import { useSportName } from '../../../shared/sportsbook/sport-names.ts';
import { RESULT_SPORTS } from '../lib/results-query.ts';

type SportFilterProps = { value: number | null; onChange: (sportId: number | null) => void };

/** All sports or one: a row of toggles. */
export function SportFilter({ value, onChange }: SportFilterProps) {
  const { t } = useTranslation();
  const sportName = useSportName();
  const chips = [
    { id: null, label: t('results.allSports') },
    ...RESULT_SPORTS.map((sportId) => ({ id: sportId, label: sportName(sportId) })),
  ];
  return <ChipGroup label={t('results.sportFilter')} chips={chips} value={value} onChange={onChange} />;
}
