import type { PickPlay } from '@bet/domain/betting/live-pick';
import { useTranslation } from 'react-i18next';
import { MatchTime } from '../../../shared/sportsbook/components/match-time.tsx';

/** A live pick's match as it stands: score, clock, corners and the cards shown (spec 001 section 4). */
export function PickPlayLine({ play, sportId }: { play: PickPlay; sportId: number }) {
  const { t } = useTranslation();
  const { score, cards, corners } = play;
  const scoreText = `${score.home} - ${score.away}`;
  const yellow = cards.yellowHome + cards.yellowAway > 0;
  const red = cards.redHome + cards.redAway > 0;
  return (
    <p className="bs-pick-play">
      <strong className="bs-pick-score">
        <span className="visually-hidden">{t('odds.score', { score: scoreText })}</span>
        <span aria-hidden="true">{scoreText}</span>
      </strong>
      {play.status !== 'not_started' && (
        <MatchTime
          className="bs-pick-time"
          clock={{ status: play.status, minute: play.minute, extra: play.extra, startsAt: '', sportId }}
        />
      )}
      {corners.home + corners.away > 0 && (
        <span>{t('betslip.pick.corners', { home: corners.home, away: corners.away })}</span>
      )}
      {yellow && (
        <span className="bs-pick-cards is-yellow">
          {t('betslip.pick.yellowCards', { home: cards.yellowHome, away: cards.yellowAway })}
        </span>
      )}
      {red && (
        <span className="bs-pick-cards is-red">
          {t('betslip.pick.redCards', { home: cards.redHome, away: cards.redAway })}
        </span>
      )}
    </p>
  );
}
