import type { JackpotOfficeRow } from '@bet/domain/api/admin/jackpots';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../shared/data-table/data-table.tsx';
import { useListSearch } from '../../shared/data-table/use-list-search.ts';
import { SuccessNotice } from '../../shared/ui/notice.tsx';
import { useJackpots } from './api/jackpots.ts';
import { DropsSection } from './drops-section.tsx';
import { JackpotDialog } from './jackpot-dialog.tsx';
import { useSettingsColumns } from './settings-columns.tsx';
import './jackpots.css';

// Six jackpots: one unsorted list, all on one page.
const NO_SORT: readonly string[] = [];
const NO_FILTERS: readonly string[] = [];
const rowId = (row: JackpotOfficeRow) => row.id;

/** The jackpots' rules and running pots, changed here, and their drops with the check of each. */
export function JackpotsPage() {
  const { t } = useTranslation();
  const list = useListSearch(NO_SORT, NO_FILTERS);
  const jackpots = useJackpots();
  const [editing, setEditing] = useState<JackpotOfficeRow | null>(null);
  const [saved, setSaved] = useState<JackpotOfficeRow | null>(null);
  const columns = useSettingsColumns(setEditing);
  return (
    <TitledSection titleId="jackpots-title" title={t('nav.jackpots')} className="page">
      <p className="muted form-lead">{t('jackpots.lead')}</p>
      {saved && (
        <SuccessNotice>{t('jackpots.saved', { name: t(`jackpots.names.${saved.id}`) })}</SuccessNotice>
      )}
      <TitledSection titleId="jackpot-rules-title" title={t('jackpots.settings.title')} level={2}>
        <DataTable
          id="jackpots"
          label={t('nav.jackpots')}
          columns={columns}
          rows={jackpots.data?.jackpots}
          total={jackpots.data?.jackpots.length ?? 0}
          getRowId={rowId}
          list={list}
          sortable={NO_SORT}
          paged={false}
          loading={jackpots.isPending}
          error={jackpots.error}
          onRetry={() => void jackpots.refetch()}
        />
      </TitledSection>
      <JackpotDialog jackpot={editing} onClose={() => setEditing(null)} onSaved={setSaved} />
      <DropsSection />
    </TitledSection>
  );
}
