import type { LiveCards } from '@bet/domain/api/sportsbook';
import { useTranslation } from 'react-i18next';
import type { RowMatch } from './row-match.ts';
import { useFlash } from './use-flash.ts';

/** Sports whose rows also show the current set (or map) and game. */
const SET_SPORTS: ReadonlySet<number> = new Set([5, 20, 23, 109, 110, 111]);

// The score's first showing at kick-off is no change worth a flash.
const scoreFlash = (before: string) => (before === '' ? null : ('changed' as const));

function RedCards({ count }: { count: number }) {
  if (count <= 0) return null;
  return <span className="match-row-card">{count > 1 ? count : ''}</span>;
}

type TeamProps = {
  name: string;
  score: string | undefined;
  set: string | undefined;
  game: string | undefined;
  red: number;
};

// Only the name is read out here (a link named "home - away"); ScoreText says the score.
function Team({ name, score, set, game, red }: TeamProps) {
  return (
    <span className="match-row-team">
      <span className="match-row-name">{name}</span>
      <span className="match-row-figures" aria-hidden="true">
        <RedCards count={red} />
        {game !== undefined && <span className="match-row-game">{game}</span>}
        {set !== undefined && <span className="match-row-set">{set}</span>}
        {score !== undefined && <span className="match-row-score">{score}</span>}
      </span>
    </span>
  );
}

const pair = (value: string | undefined): [string, string] | undefined => {
  if (!value) return undefined;
  const [home = '', away = ''] = value.split(':');
  return [home, away];
};

/** Home and away names with the live score (it flashes when it changes) and red cards. */
export function TeamLines({ match }: { match: RowMatch }) {
  const flash = useFlash(match.score, scoreFlash);
  const score = pair(match.score);
  const sets = SET_SPORTS.has(match.sportId) ? pair(match.setScores.at(-1)) : undefined;
  const game = pair(match.gameScore);
  const cards: LiveCards | null = match.cards;
  return (
    <span className={`match-row-lines${flash ? ' is-scored' : ''}`}>
      <Team name={match.home} score={score?.[0]} set={sets?.[0]} game={game?.[0]} red={cards?.redhome ?? 0} />
      <span className="visually-hidden"> - </span>
      <Team name={match.away} score={score?.[1]} set={sets?.[1]} game={game?.[1]} red={cards?.redaway ?? 0} />
    </span>
  );
}

/** The score and red cards for screen readers, which TeamLines shows but does not read out. */
export function ScoreText({ match }: { match: RowMatch }) {
  const { t } = useTranslation();
  const red = match.cards;
  const parts = [
    match.score && t('odds.score', { score: match.score }),
    red && red.redhome + red.redaway > 0 && t('odds.redCards', { home: red.redhome, away: red.redaway }),
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <span className="visually-hidden">{parts.join(', ')}</span>;
}
