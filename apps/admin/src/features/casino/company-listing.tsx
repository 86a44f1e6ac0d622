import type { ListedCompanyRow, SetCasinoListingRequest } from '@bet/domain/api/admin/casino';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../shared/ui/status-badge.tsx';
import { flagChange, GAME_FLAGS, listedCount } from './listing-values.ts';
import type { LogoTarget } from './logo-dialog.tsx';
import { LogoThumb } from './logo-thumb.tsx';
import { PositionField } from './position-field.tsx';

type CompanyListingProps = {
  company: ListedCompanyRow;
  busy: boolean;
  onChange: (change: SetCasinoListingRequest) => void;
  /** Opens a logo to change; missing for staff who may not change logos. */
  onEditLogo?: ((target: LogoTarget) => void) | undefined;
};

/** One provider: whether and where the site lists it, then each of its games with its Home tabs. */
export function CompanyListing({ company, busy, onChange, onEditLogo }: CompanyListingProps) {
  const { t } = useTranslation();
  const editLogo = (target: LogoTarget['target'], of: { id: number; logo: string }, name: string) =>
    onEditLogo && (() => onEditLogo({ target, id: of.id, name, logo: of.logo }));
  const headingId = `casino-company-${company.id}`;
  return (
    <section className="card casino-company" aria-labelledby={headingId}>
      <header className="casino-company-head">
        <LogoThumb
          logo={company.logo}
          name={company.name}
          onEdit={editLogo('company', company, company.name)}
        />
        <h2 className="section-title" id={headingId}>
          {company.name}
          <span className="muted casino-count">
            {t('casino.listedCount', { listed: listedCount(company), total: company.games.length })}
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
      </header>
      <div className="casino-scroll">
        <table className="casino-games">
          <thead>
            <tr>
              <th scope="col">{t('casino.columns.game')}</th>
              {GAME_FLAGS.map((flag) => (
                <th key={flag} scope="col">
                  {t(`casino.columns.${flag}`)}
                </th>
              ))}
              <th scope="col">{t('casino.columns.order')}</th>
            </tr>
          </thead>
          <tbody>
            {company.games.map((game) => (
              <tr key={game.id}>
                <th scope="row">
                  <span className="casino-game">
                    <LogoThumb
                      logo={game.logo}
                      name={game.title}
                      onEdit={editLogo('game', game, game.title)}
                    />
                    {game.title}
                  </span>
                </th>
                {GAME_FLAGS.map((flag) => (
                  <td key={flag}>
                    <input
                      type="checkbox"
                      aria-label={t(`casino.flagOf.${flag}`, { name: game.title })}
                      checked={game[flag]}
                      disabled={busy}
                      onChange={(event) => onChange(flagChange(game.id, flag, event.target.checked))}
                    />
                  </td>
                ))}
                <td>
                  <PositionField
                    label={t('casino.orderOf', { name: game.title })}
                    value={game.position}
                    disabled={busy}
                    onChange={(position) => onChange({ target: 'game', id: game.id, position })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
