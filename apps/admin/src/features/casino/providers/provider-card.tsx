import type { CasinoProviderRow } from '@bet/domain/api/admin/casino-providers';
import { Button } from '@bet/ui/button.tsx';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/format/use-formatters.ts';
import type { CatalogueTarget } from './catalogue-dialog.tsx';

type ProviderCardProps = {
  provider: CasinoProviderRow;
  onEdit: () => void;
  onRotate: () => void;
  onAdd: (target: CatalogueTarget) => void;
};

/** One provider: how it is reached and signs, then its companies with their games. */
export function ProviderCard({ provider, onEdit, onRotate, onAdd }: ProviderCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const headingId = `casino-provider-${provider.id}`;
  const outside = !provider.house;
  return (
    <section className="card provider-card" aria-labelledby={headingId}>
      <header className="casino-company-head">
        <h2 className="section-title" id={headingId}>
          {provider.name}
          <code className="muted casino-count">{provider.code}</code>
          {provider.house && <span className="muted casino-count">{t('casinoProviders.house')}</span>}
        </h2>
        {outside && (
          <div className="provider-actions">
            <Button variant="secondary" size="sm" onClick={onEdit}>
              {t('casinoProviders.edit')}
            </Button>
            <Button variant="secondary" size="sm" onClick={onRotate}>
              {t('casinoProviders.rotate')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => onAdd({ kind: 'company', provider })}>
              {t('casinoProviders.addCompany')}
            </Button>
          </div>
        )}
      </header>
      <dl className="provider-facts">
        <div>
          <dt className="muted">{t('casinoProviders.launchUrl')}</dt>
          <dd>
            <code>{provider.launchUrl || '—'}</code>
          </dd>
        </div>
        <div>
          <dt className="muted">{t('casinoProviders.secretSetAt')}</dt>
          <dd>{provider.house ? t('casinoProviders.houseSecret') : format.dateTime(provider.secretSetAt)}</dd>
        </div>
      </dl>
      {provider.companies.length === 0 ? (
        <p className="muted">{t('casinoProviders.noCompanies')}</p>
      ) : (
        provider.companies.map((company) => (
          <div className="provider-company" key={company.id}>
            <div className="casino-company-head">
              <h3 className="provider-company-title">
                {company.name}
                <span className="muted casino-count">
                  {t(`casinoProviders.services.${company.topServiceId}`, {
                    defaultValue: String(company.topServiceId),
                  })}
                  {company.limitText && ` · ${company.limitText}`}
                </span>
              </h3>
              {outside && (
                <div className="provider-actions">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onAdd({ kind: 'game', provider, company })}
                  >
                    {t('casinoProviders.addGameTo', { name: company.name })}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onAdd({ kind: 'games', provider, company })}
                  >
                    {t('casinoProviders.importTo', { name: company.name })}
                  </Button>
                </div>
              )}
            </div>
            {company.games.length > 0 && (
              <div className="casino-scroll">
                <table className="casino-games provider-games">
                  <thead>
                    <tr>
                      <th scope="col">{t('casino.columns.game')}</th>
                      <th scope="col">{t('casinoProviders.gameCode')}</th>
                      <th scope="col">{t('casinoProviders.opens')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {company.games.map((game) => (
                      <tr key={game.id}>
                        <th scope="row">{game.title}</th>
                        <td>
                          <code>{game.gameCode}</code>
                        </td>
                        <td>
                          {t(game.iframe === 8 ? 'casinoProviders.inOverlay' : 'casinoProviders.atProvider')}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        ))
      )}
    </section>
  );
}
