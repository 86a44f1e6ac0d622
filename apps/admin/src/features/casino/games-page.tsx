import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { ErrorNotice } from '../../shared/ui/notice.tsx';
import { useCasinoCatalogue, useSetCasinoListing } from './api/casino-catalogue.ts';
import { CompanyListing } from './company-listing.tsx';
import { LogoDialog, type LogoTarget } from './logo-dialog.tsx';
import { useOpenGames } from './open-games.ts';
import './casino.css';

/**
 * The site's casino providers, each with its games a page at a time: each change applies at once on
 * the player site.
 */
export function CasinoGamesPage() {
  const { t } = useTranslation();
  const catalogue = useCasinoCatalogue();
  const change = useSetCasinoListing();
  const games = useOpenGames();
  const [logoOf, setLogoOf] = useState<LogoTarget | null>(null);
  return (
    <TitledSection titleId="casino-games-title" title={t('nav.casinoGames')} className="page casino-page">
      <p className="muted form-lead">{t('casino.lead')}</p>
      {change.error ? <ErrorNotice>{errorText(change.error, t, 'updateFailed')}</ErrorNotice> : null}
      {catalogue.isError ? (
        <LoadFailed onRetry={() => void catalogue.refetch()} />
      ) : !catalogue.data ? (
        <Skeleton width="100%" height="12em" />
      ) : (
        catalogue.data.companies.map((company) => (
          <CompanyListing
            key={company.id}
            company={company}
            busy={change.isPending}
            onChange={(listing) => change.mutate(listing)}
            games={games}
            onEditLogo={catalogue.data?.logosEditable ? setLogoOf : undefined}
          />
        ))
      )}
      <LogoDialog target={logoOf} onClose={() => setLogoOf(null)} />
    </TitledSection>
  );
}
