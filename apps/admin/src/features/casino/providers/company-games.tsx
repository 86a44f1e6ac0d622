import {
  type CasinoCompanyRow,
  type CasinoGameRow,
  COMPANY_GAMES_PAGE_SIZE,
} from '@bet/domain/api/admin/casino-providers';
import { IFRAME_OVERLAY } from '@bet/domain/api/casino';
import { Pager } from '@bet/ui/pager.tsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../shared/data-table/data-table.tsx';
import { listQueryProps } from '../../../shared/data-table/list-query-props.ts';
import { listColumnHelper } from '../../../shared/data-table/table-features.ts';
import { useCompanyGames } from '../api/casino-company-games.ts';
import { GameSearch } from '../game-search.tsx';
import type { OpenGames } from '../open-games.ts';

const NO_SORT: readonly never[] = [];
const column = listColumnHelper<CasinoGameRow>();
const rowId = (row: CasinoGameRow) => String(row.id);

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
        label={t('casino.gamesOf', { name: company.name })}
        columns={columns}
        {...listQueryProps(found)}
        getRowId={rowId}
        list={list}
        sortable={NO_SORT}
        paged={false}
        filters={<GameSearch games={games} />}
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
