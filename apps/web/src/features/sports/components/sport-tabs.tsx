import type { SportItem } from '@bet/domain/api/sportsbook';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { Tabs } from '@bet/ui/tabs.tsx';
import { useTranslation } from 'react-i18next';
import { useSportName } from '../../../shared/sportsbook/sport-names.ts';

type SportTabsProps = {
  sports: readonly SportItem[] | undefined;
  value: number;
  onChange: (sportId: number) => void;
  /** Prefix of the tab ids; the panel under them is `${idPrefix}-panel`. */
  idPrefix: string;
};

/** One tab per sport with prematch matches, each with its count. */
export function SportTabs({ sports, value, onChange, idPrefix }: SportTabsProps) {
  const { t } = useTranslation();
  const sportName = useSportName();
  if (!sports) return <Skeleton height={48} className="pm-tabs-skeleton" />;
  const shown = sports.filter((s) => s.matchCount > 0 || s.id === value);
  return (
    <Tabs
      idPrefix={idPrefix}
      className="pm-sport-tabs"
      label={t('sports.sportsLabel')}
      items={shown.map((s) => ({
        id: String(s.id),
        label: (
          <>
            {sportName(s.id, s.title)}
            <span className="pm-tab-count">{s.matchCount}</span>
          </>
        ),
      }))}
      value={String(value)}
      onChange={(id) => onChange(Number(id))}
    />
  );
}
