import type { CasinoProviderRow } from '@bet/domain/api/admin/casino-providers';
import { Button } from '@bet/ui/button.tsx';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/format/use-formatters.ts';
import { ToneBadge } from '../../../shared/ui/status-badge.tsx';
import type { OpenGames } from '../open-games.ts';
import type { CatalogueTarget } from './catalogue-dialog.tsx';
import { CompanySection } from './company-section.tsx';

type ProviderCardProps = {
  provider: CasinoProviderRow;
  onEdit: () => void;
  onRotate: () => void;
  /** Asks before suspending; lifting a suspension needs no question. */
  onSuspend: () => void;
  onResume: () => void;
  /** A resume on its way: its button waits. */
  resuming: boolean;
  onAdd: (target: CatalogueTarget) => void;
  games: OpenGames;
};

/** One provider: how it is reached and signs, then its companies, whose games open a page at a time. */
export function ProviderCard({
  provider,
  onEdit,
  onRotate,
  onSuspend,
  onResume,
  resuming,
  onAdd,
  games,
}: ProviderCardProps) {
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
          {provider.suspendedAt && <ToneBadge tone="danger">{t('casinoProviders.suspended')}</ToneBadge>}
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
            {provider.suspendedAt ? (
              <Button size="sm" loading={resuming} onClick={onResume}>
                {t('casinoProviders.resume')}
              </Button>
            ) : (
              <Button variant="danger" size="sm" onClick={onSuspend}>
                {t('casinoProviders.suspend')}
              </Button>
            )}
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
        {provider.suspendedAt && (
          <div>
            <dt className="muted">{t('casinoProviders.suspendedAt')}</dt>
            <dd>{format.dateTime(provider.suspendedAt)}</dd>
          </div>
        )}
      </dl>
      {provider.companies.length === 0 ? (
        <p className="muted">{t('casinoProviders.noCompanies')}</p>
      ) : (
        provider.companies.map((company) => (
          <CompanySection
            key={company.id}
            provider={provider}
            company={company}
            onAdd={onAdd}
            games={games}
          />
        ))
      )}
    </section>
  );
}
