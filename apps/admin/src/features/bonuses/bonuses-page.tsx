import type { OfficeBonusDefinition, OfficeBonusRequest } from '@bet/domain/api/admin/bonuses';
import { Button } from '@bet/ui/button.tsx';
import { Pager } from '@bet/ui/pager.tsx';
import { Select } from '@bet/ui/select.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { useBonusDefinitions, useBonusRequests } from './api/bonuses.ts';
import { BonusDialog, type EditedBonus } from './bonus-dialog.tsx';
import { type BonusDecision, DecideBonusDialog, type PendingBonusDecision } from './decide-bonus-dialog.tsx';
import './bonuses.css';

const STATUSES = ['waiting', 'accepted', 'denied'] as const;
const PAGE_SIZE = 50;

function RequestRow({
  row,
  onDecide,
}: {
  row: OfficeBonusRequest;
  onDecide: (decision: BonusDecision) => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <tr>
      <td>{row.id}</td>
      <td>{format.dateTime(row.createdAt)}</td>
      <td>{row.username}</td>
      <td>{row.title}</td>
      <td className="numeric">{format.money(row.amount, row.currency)}</td>
      <td>
        {t(`bonuses.statuses.${STATUSES[row.status] ?? 'waiting'}`)}
        {row.state && ` · ${t(`bonuses.states.${row.state}`)}`}
        {row.status === 1 && row.required > 0 && (
          <span className="muted">
            {' '}
            {format.money(row.wagered, row.currency)} / {format.money(row.required, row.currency)}
          </span>
        )}
      </td>
      <td className="bonus-actions">
        {row.status === 0 && (
          <>
            <Button
              size="sm"
              onClick={() => onDecide('accept')}
              aria-label={t('bonuses.acceptNamed', { id: row.id })}
            >
              {t('bonuses.accept')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() => onDecide('deny')}
              aria-label={t('bonuses.denyNamed', { id: row.id })}
            >
              {t('bonuses.deny')}
            </Button>
          </>
        )}
      </td>
    </tr>
  );
}

function DefinitionRow({ row, onEdit }: { row: OfficeBonusDefinition; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const title = row.titles[i18n.language] ?? row.titles.en ?? row.titles.tr ?? Object.values(row.titles)[0];
  const offer =
    row.percentBp > 0
      ? t('bonuses.share', { percent: row.percentBp / 100, max: format.amount(row.maxAmount) })
      : format.amount(row.amount);
  return (
    <tr>
      <td>{title}</td>
      <td>{offer}</td>
      <td className="numeric">x{row.wageringMultiplier}</td>
      <td className="numeric">{t('bonuses.days', { count: row.expiryDays })}</td>
      <td>{t(row.active ? 'bonuses.active' : 'bonuses.inactive')}</td>
      <td>
        <Button size="sm" variant="secondary" onClick={onEdit}>
          {t('bonuses.edit')}
        </Button>
      </td>
    </tr>
  );
}

/** Bonuses: the players' requests to accept or deny, and the site's bonus definitions. */
export function BonusesPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<number | undefined>(0);
  const [page, setPage] = useState(1);
  const requests = useBonusRequests({
    page,
    pageSize: PAGE_SIZE,
    ...(status === undefined ? {} : { status }),
  });
  const definitions = useBonusDefinitions();
  const [pending, setPending] = useState<PendingBonusDecision>(null);
  const [edited, setEdited] = useState<EditedBonus>(null);
  const headers = (keys: string[]) => (
    <thead>
      <tr>
        {keys.map((key) => (
          <th key={key} scope="col">
            {key ? t(`bonuses.columns.${key}`) : ''}
          </th>
        ))}
      </tr>
    </thead>
  );
  return (
    <TitledSection titleId="bonuses-title" title={t('nav.bonuses')} className="page">
      <TitledSection titleId="bonus-requests-title" title={t('bonuses.requests')} level={2}>
        <Select
          className="bonus-filter"
          label={t('bonuses.columns.status')}
          value={status ?? ''}
          onChange={(e) => {
            setStatus(e.target.value === '' ? undefined : Number(e.target.value));
            setPage(1);
          }}
          placeholder={t('bonuses.all')}
          options={STATUSES.map((name, code) => ({
            value: String(code),
            label: t(`bonuses.statuses.${name}`),
          }))}
        />
        <div className="table-scroll">
          <table className="bonus-table">
            {headers(['id', 'createdAt', 'user', 'bonus', 'amount', 'status', ''])}
            <tbody>
              {requests.data?.rows.map((row) => (
                <RequestRow
                  key={row.id}
                  row={row}
                  onDecide={(decision) => setPending({ request: row, decision })}
                />
              ))}
            </tbody>
          </table>
          {requests.data?.rows.length === 0 && <p className="muted">{t('bonuses.noRequests')}</p>}
        </div>
        <Pager page={page} pageSize={PAGE_SIZE} total={requests.data?.total ?? 0} onChange={setPage} />
      </TitledSection>
      <TitledSection titleId="bonus-definitions-title" title={t('bonuses.definitions')} level={2}>
        <Button onClick={() => setEdited('new')}>{t('bonuses.new')}</Button>
        <div className="table-scroll">
          <table className="bonus-table">
            {headers(['bonus', 'offer', 'wagering', 'expiry', 'state', ''])}
            <tbody>
              {definitions.data?.definitions.map((row) => (
                <DefinitionRow key={row.id} row={row} onEdit={() => setEdited(row)} />
              ))}
            </tbody>
          </table>
        </div>
      </TitledSection>
      <BonusDialog edited={edited} onClose={() => setEdited(null)} />
      <DecideBonusDialog pending={pending} onClose={() => setPending(null)} />
    </TitledSection>
  );
}
