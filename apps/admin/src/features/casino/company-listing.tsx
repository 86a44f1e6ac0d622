import type { ListedCompanyRow, SetCasinoListingRequest } from '@bet/domain/api/admin/casino';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../shared/ui/status-badge.tsx';
import { GamesToggle } from './games-toggle.tsx';
import { ListingGames } from './listing-games.tsx';
import type { LogoTarget } from './logo-dialog.tsx';
import { LogoThumb } from './logo-thumb.tsx';
import type { OpenGames } from './open-games.ts';
import { PositionField } from './position-field.tsx';

type CompanyListingProps = {
  company: ListedCompanyRow;
  busy: boolean;
  onChange: (change: SetCasinoListingRequest) => void;
  /** Which company's games are open, with their search and page. */
  games: OpenGames;
  /** Opens a logo to change; missing for staff who may not change logos. */
  onEditLogo?: ((target: LogoTarget) => void) | undefined;
};

/** One provider: whether and where the site lists it, then, opened, its games with their Home tabs. */
export function CompanyListing({ company, busy, onChange, games, onEditLogo }: CompanyListingProps) {
  const { t } = useTranslation();
  const headingId = `casino-company-${company.id}`;
  const open = games.companyId === company.id;
  const listId = `casino-listing-games-${company.id}`;
  return (
    <section className="card casino-company" aria-labelledby={headingId}>
      <header className="casino-company-head">
        <LogoThumb
          logo={company.logo}
          name={company.name}
          onEdit={
            onEditLogo &&
            (() => onEditLogo({ target: 'company', id: company.id, name: company.name, logo: company.logo }))
          }
        />
        <h2 className="section-title" id={headingId}>
          {company.name}
          <span className="muted casino-count">
            {t('casino.listedCount', { listed: company.listedCount, total: company.gameCount })}
          </span>
          {company.suspended && <ToneBadge tone="danger">{t('casino.suspended')}</ToneBadge>}
        </h2>
        <label className="choice">
          <input
            type="checkbox"
            checked={company.enabled}
            disabled={busy}
            onChange={(event) =>
              onChange({ target: 'company', id: company.id, enabled: event.target.checked })
            }
          />
          <span>{t('casino.columns.enabled')}</span>
        </label>
        <PositionField
          label={t('casino.orderOf', { name: company.name })}
          value={company.position}
          disabled={busy}
          onChange={(position) => onChange({ target: 'company', id: company.id, position })}
        />
        {company.gameCount > 0 && (
          <GamesToggle
            name={company.name}
            open={open}
            listId={listId}
            onToggle={() => games.toggle(company.id)}
          />
        )}
      </header>
      {open && (
        <ListingGames
          key={company.id}
          id={listId}
          company={company}
          games={games}
          busy={busy}
          onChange={onChange}
          onEditLogo={onEditLogo}
        />
      )}
    </section>
  );
}
