import type { CasinoCompanyRow, CasinoProviderRow } from '@bet/domain/api/admin/casino-providers';
import { Button } from '@bet/ui/button.tsx';
import { useTranslation } from 'react-i18next';
import { GamesToggle } from '../games-toggle.tsx';
import type { OpenGames } from '../open-games.ts';
import type { CatalogueTarget } from './catalogue-dialog.tsx';
import { CompanyGames } from './company-games.tsx';

type CompanySectionProps = {
  provider: CasinoProviderRow;
  company: CasinoCompanyRow;
  onAdd: (target: CatalogueTarget) => void;
  games: OpenGames;
};

/** One company of a provider: where its games show, how many it has, and its games when opened. */
export function CompanySection({ provider, company, onAdd, games }: CompanySectionProps) {
  const { t } = useTranslation();
  const open = games.companyId === company.id;
  const listId = `provider-company-games-${company.id}`;
  return (
    <div className="provider-company">
      <div className="casino-company-head">
        <h3 className="provider-company-title">
          {company.name}
          <span className="muted casino-count">
            {t(`casinoProviders.services.${company.topServiceId}`, {
              defaultValue: String(company.topServiceId),
            })}
            {company.limitText && ` · ${company.limitText}`}
            {` · ${t('casinoProviders.gameCount', { count: company.gameCount })}`}
          </span>
        </h3>
        <div className="provider-actions">
          {company.gameCount > 0 && (
            <GamesToggle
              name={company.name}
              open={open}
              listId={listId}
              onToggle={() => games.toggle(company.id)}
            />
          )}
          {!provider.house && (
            <>
              <Button variant="ghost" size="sm" onClick={() => onAdd({ kind: 'game', provider, company })}>
                {t('casinoProviders.addGameTo', { name: company.name })}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => onAdd({ kind: 'games', provider, company })}>
                {t('casinoProviders.importTo', { name: company.name })}
              </Button>
            </>
          )}
        </div>
      </div>
      {open && <CompanyGames key={company.id} id={listId} company={company} games={games} />}
    </div>
  );
}
