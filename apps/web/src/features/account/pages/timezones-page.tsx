import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../shared/ui/icons.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
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
    <section className="page acc-page" aria-labelledby="timezones-title">
      <h1 className="page-title" id="timezones-title">
        {t('account.timezones.title')}
      </h1>
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
            <li className="tz-auto">
              <button
                type="button"
                className="list-row tz-row"
                aria-current={chosen ? undefined : 'true'}
                onClick={() => pick(undefined)}
              >
                <span className="tz-name">
                  {t('account.timezones.automatic')}
                  <span className="acc-label"> · {zoneLabel(device)}</span>
                </span>
                <span className="tz-offset">{offsetLabel(device, new Date())}</span>
                {!chosen && <CheckIcon label={t('account.timezones.selected')} />}
              </button>
            </li>
          )}
          {shown.map((entry) => (
            <li key={entry.zone}>
              <button
                type="button"
                className="list-row tz-row"
                aria-current={chosen === entry.zone ? 'true' : undefined}
                onClick={() => pick(entry.zone)}
              >
                <span className="tz-name">{entry.label}</span>
                <span className="tz-offset">{entry.offset}</span>
                {chosen === entry.zone && <CheckIcon label={t('account.timezones.selected')} />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
