import { CheckIcon } from '@bet/ui/icons.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { type ReactNode, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '../hooks/use-go-back.ts';
import { useTimeZone } from '../hooks/use-time-zone.ts';
import {
  deviceTimeZone,
  listTimeZones,
  offsetLabel,
  searchZones,
  zoneEntries,
  zoneLabel,
} from '../lib/time-zones.ts';
import '../components/account.css';
import '../components/languages.css';

type ZoneOptionProps = {
  name: ReactNode;
  offset: string;
  selected: boolean;
  onPick: () => void;
  className?: string;
};

/** One choice of the list: the zone's name and UTC offset, marked when it is the chosen one. */
function ZoneOption({ name, offset, selected, onPick, className }: ZoneOptionProps) {
  const { t } = useTranslation();
  return (
    <li className={className}>
      <button
        type="button"
        className="list-row tz-row"
        aria-current={selected ? 'true' : undefined}
        onClick={onPick}
      >
        <span className="tz-name">{name}</span>
        <span className="tz-offset">{offset}</span>
        {selected && <CheckIcon label={t('account.timezones.selected')} />}
      </button>
    </li>
  );
}

/** Timezones (spec 000 section 2.7): automatic or an IANA zone; picking one stores it and goes back. */
export default function TimezonesPage() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useTimeZone();
  const goBack = useGoBack('settings');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const entries = useMemo(() => zoneEntries(listTimeZones(), new Date()), []);
  const shown = useMemo(() => searchZones(entries, deferred), [entries, deferred]);
  const device = deviceTimeZone();

  const pick = (zone: string | undefined) => {
    setChosen(zone);
    goBack();
  };

  return (
    <TitledSection titleId="timezones-title" title={t('account.timezones.title')} className="page acc-page">
      <TextField
        type="search"
        label={t('account.timezones.search')}
        placeholder={t('account.timezones.searchPlaceholder')}
        value={search}
        autoComplete="off"
        onChange={(e) => setSearch(e.target.value)}
      />
      {shown.length === 0 ? (
        <p className="muted">{t('account.timezones.noMatch')}</p>
      ) : (
        <ul className="list tz-list">
          {!deferred.trim() && (
            <ZoneOption
              className="tz-auto"
              name={
                <>
                  {t('account.timezones.automatic')}
                  <span className="acc-label"> · {zoneLabel(device)}</span>
                </>
              }
              offset={offsetLabel(device, new Date())}
              selected={!chosen}
              onPick={() => pick(undefined)}
            />
          )}
          {shown.map((entry) => (
            <ZoneOption
              key={entry.zone}
              name={entry.label}
              offset={entry.offset}
              selected={chosen === entry.zone}
              onPick={() => pick(entry.zone)}
            />
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
