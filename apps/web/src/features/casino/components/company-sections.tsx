import type { CasinoCompany } from '@bet/domain/api/casino';
import { ImageWithFallback } from '../../../shared/ui/image-with-fallback.tsx';
import type { LaunchTarget } from '../lib/game-query.ts';
import { categoryGames } from '../lib/live-casino.ts';
import { casinoGameTile } from '../lib/tile-games.ts';
import { GameGrid } from './game-grid.tsx';

type CompanySectionsProps = {
  companies: readonly CasinoCompany[];
  /** The site's liveCasino_show_company_logo: a company is named by its logo rather than its name. */
  showLogo: boolean;
  onOpen: (target: LaunchTarget) => void;
};

/** Live casino companies one under another, each with the games of all its categories. */
export function CompanySections({ companies, showLogo, onOpen }: CompanySectionsProps) {
  return (
    <div className="casino-rows">
      {companies.map((company) => (
        <section key={company.sid} className="casino-row" aria-labelledby={`casino-company-${company.sid}`}>
          <h2 className="casino-row-title" id={`casino-company-${company.sid}`}>
            {showLogo && company.l ? (
              <ImageWithFallback className="casino-row-logo" src={company.l} alt={company.n} />
            ) : (
              company.n
            )}
          </h2>
          <GameGrid games={categoryGames(company.c).map(casinoGameTile)} onOpen={onOpen} />
        </section>
      ))}
    </div>
  );
}
