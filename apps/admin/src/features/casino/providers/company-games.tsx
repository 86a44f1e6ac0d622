import {
  type CasinoCompanyRow,
  type CasinoGameRow,
  COMPANY_GAMES_PAGE_SIZE,
} from '@bet/domain/api/admin/casino-providers';
import { IFRAME_OVERLAY } from '@bet/domain/api/casino';
import { Pager } from '@bet/ui/pager.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { useDebounced } from '@bet/ui/use-debounced.ts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../shared/data-table/data-table.tsx';
import { listQueryProps } from '../../../shared/data-table/list-query-props.ts';
import { listColumnHelper } from '../../../shared/data-table/table-features.ts';
import { useCompanyGames } from '../api/casino-company-games.ts';
import type { OpenGames } from './open-games.ts';

const SEARCH_DELAY_MS = 350;
const NO_SORT: readonly never[] = [];
const column = listColumnHelper<CasinoGameRow>();
const rowId = (row: CasinoGameRow) => String(row.id);

/** The search box's text: it reaches the address, and so the call, once typing pauses. */
function useTypedSearch(applied: string, apply: (text: string) => void) {
  const [typed, setTyped] = useState(applied);
  const settled = useDebounced(typed.trim(), SEARCH_DELAY_MS);
  const sent = useRef(applied);
  useEffect(() => {
    // Only a new pause applies: going back in history to another search must not re-apply this one.
    if (settled === sent.current) return;
    sent.current = settled;
    apply(settled);
  }, [settled, apply]);
  // Back or forward in history brings another search: the box shows it.
  useEffect(() => {
    if (applied === sent.current) return;
    sent.current = applied;
    setTyped(applied);
  }, [applied]);
  return [typed, setTyped] as const;
}

type CompanyGamesProps = {
  /** The element's id, for the button that opens it. */
  id: string;
  company: CasinoCompanyRow;
  games: OpenGames;
};

/** A company's games a page at a time (an aggregator's run to thousands), found by code or name. */
export function CompanyGames({ id, company, games }: CompanyGamesProps) {
  const { t } = useTranslation();
  const { list } = games;
  const [typed, setTyped] = useTypedSearch(list.filters.q, games.search);
  const found = useCompanyGames({ companyId: company.id, search: list.filters.q, page: list.page });
  const columns = useMemo(() => {
    const opens = (iframe: number) =>
      t(iframe === IFRAME_OVERLAY ? 'casinoProviders.inOverlay' : 'casinoProviders.atProvider');
    return column.columns([
      column.accessor('title', { header: t('casino.columns.game'), enableHiding: false }),
      column.accessor('gameCode', {
        header: t('casinoProviders.gameCode'),
        cell: ({ getValue }) => <code>{getValue()}</code>,
      }),
      column.accessor('iframe', {
        header: t('casinoProviders.opens'),
        cell: ({ getValue }) => opens(getValue()),
        meta: { csv: (value) => opens(value) },
      }),
    ]);
  }, [t]);
  return (
    <div className="provider-games" id={id}>
      <DataTable
        id="casino-company-games"
        label={t('casinoProviders.gamesOf', { name: company.name })}
        columns={columns}
        {...listQueryProps(found)}
        getRowId={rowId}
        list={list}
        sortable={NO_SORT}
        paged={false}
        filters={
          <TextField
            type="search"
            label={t('casinoProviders.searchGames')}
            hint={t('casinoProviders.searchGamesHint')}
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        }
      />
      <Pager
        page={list.page}
        pageSize={COMPANY_GAMES_PAGE_SIZE}
        total={found.data?.total ?? 0}
        onChange={list.setPage}
      />
    </div>
  );
}
