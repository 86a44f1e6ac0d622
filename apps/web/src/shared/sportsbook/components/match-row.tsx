import type { OddGroup } from '@bet/domain/api/sportsbook';
import { leadingCell } from '@bet/domain/sportsbook/market-lines';
import { rowClass } from '@bet/domain/sportsbook/match-status';
import { ChevronIcon, ListIcon, LockIcon, StarIcon, TvIcon } from '@bet/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShowInfo } from './info-popup.tsx';
import { MatchTime } from './match-time.tsx';
import { OddButton, type OddMatch } from './odd-button.tsx';
import { columnGroup, type RowMatch } from './row-match.ts';
import { StatsIcon } from './stats-icon.tsx';
import { ScoreText, TeamLines } from './team-lines.tsx';
import './match-row.css';

type MatchRowProps = {
  match: RowMatch;
  /** Market types shown as columns, left to right (narrow screens show the first). */
  columns: readonly number[];
  detailHref: string;
  favourite?: { on: boolean; toggle(): void };
  /** Opens the match's statistics or league table; without it the row has no such buttons. */
  onInfo?: ShowInfo;
};

const INFO_BUTTONS = [
  { kind: 'statistics', label: 'odds.statistics', Icon: StatsIcon },
  { kind: 'table', label: 'odds.pointsTable', Icon: ListIcon },
] as const;

function MarketColumn({ group, match }: { group: OddGroup | undefined; match: OddMatch }) {
  const { t } = useTranslation();
  // A suspended market shows one lock over its cells (spec 001 section 4, Odd box states).
  if (!group || group.iss === 1 || match.iss === 1) {
    return (
      <div className="match-row-market is-locked" role="img" aria-label={t('odds.locked')}>
        <LockIcon size={14} />
      </div>
    );
  }
  const lead = group.special !== '' ? leadingCell(group) || group.special : '';
  return (
    <div className={`match-row-market${lead ? ' has-lead' : ''}`}>
      {lead && <span className="match-row-lead">{lead}</span>}
      {group.odds.map((o) => (
        <OddButton key={o.uniq} outcome={o} group={group} match={match} />
      ))}
    </div>
  );
}

/** One match in a list, prematch or live: time, teams and score, the column markets and links. */
export function MatchRow({ match, columns, detailHref, favourite, onInfo }: MatchRowProps) {
  const { t } = useTranslation();
  const oddMatch: OddMatch = {
    id: match.id,
    home: match.home,
    away: match.away,
    sportId: match.sportId,
    ttype: match.ttype,
    iss: match.iss,
    isv: match.isv,
    active: match.active,
    ...(match.betstatus ? { betstatus: match.betstatus } : {}),
  };
  const groups = columns.map((type) => columnGroup(match, type));
  const more = Math.max(match.oddsCount - groups.filter(Boolean).length, 0);
  const teams = `${match.home} - ${match.away}`;
  return (
    <div className="match-row-box" id={`match-${match.id}`}>
      <article className={`match-row match-row--${rowClass(match.status)}`} aria-label={teams}>
        <div className="match-row-meta">
          <MatchTime
            className="match-row-time"
            clock={{
              status: match.status,
              minute: match.minute,
              extra: match.extra,
              startsAt: match.startsAt,
              sportId: match.sportId,
              periodLength: match.periodLength,
              ...(match.second !== undefined && { second: match.second }),
            }}
          />
          {match.corners && (
            <span className="match-row-corners" title={t('odds.corners')}>
              <span aria-hidden="true">⚑</span>
              <span className="visually-hidden">{t('odds.corners')}</span>{' '}
              {`${match.corners.home}:${match.corners.away}`}
            </span>
          )}
          {match.tv && (
            <Link className="match-row-icon" to={detailHref} aria-label={t('odds.tv')}>
              <TvIcon size={15} />
            </Link>
          )}
          {onInfo &&
            INFO_BUTTONS.filter((b) => b.kind === 'table' || match.statsAvailable).map(
              ({ kind, label, Icon }) => (
                <button
                  key={kind}
                  type="button"
                  className="match-row-icon"
                  aria-label={t(label)}
                  onClick={() => onInfo(kind, match)}
                >
                  <Icon size={15} />
                </button>
              ),
            )}
        </div>
        <Link className="match-row-teams" to={detailHref}>
          <TeamLines match={match} />
        </Link>
        <ScoreText match={match} />
        <div className="match-row-markets">
          {groups.map((group, i) => (
            <MarketColumn key={columns[i]} group={group} match={oddMatch} />
          ))}
        </div>
        <div className="match-row-side">
          {favourite && (
            <button
              type="button"
              className={`match-row-icon match-row-star${favourite.on ? ' is-on' : ''}`}
              aria-pressed={favourite.on}
              aria-label={t(favourite.on ? 'odds.favouriteRemove' : 'odds.favouriteAdd')}
              onClick={favourite.toggle}
            >
              <StarIcon size={16} />
            </button>
          )}
          <Link className="match-row-more" to={detailHref}>
            {more > 0 ? `+${more}` : <ChevronIcon direction="forward" size={16} />}
            <span className="visually-hidden">
              {more > 0 && ', '}
              {t('odds.allMarkets', { teams })}
            </span>
          </Link>
        </div>
      </article>
    </div>
  );
}
