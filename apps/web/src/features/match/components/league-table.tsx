import { useTranslation } from 'react-i18next';
import type { FormResult, LeagueRow } from '../api/stats-api.ts';
import './stats.css';

/** A row of W/D/L chips, oldest first. */
export function FormGuide({ form, label }: { form: readonly FormResult[]; label: string }) {
  const { t } = useTranslation();
  return (
    <ol className="md-form" aria-label={label}>
      {form.map((result, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed sequence of results, never reordered
        <li key={i} className={`md-form-${result}`} title={t(`match.form.${result}`)}>
          <abbr title={t(`match.form.${result}`)}>{t(`match.form.short${result}`)}</abbr>
        </li>
      ))}
    </ol>
  );
}

type LeagueTableProps = {
  rows: readonly LeagueRow[];
  /** Team ids or names to highlight (the match's teams). */
  highlight?: readonly (number | string)[];
  caption: string;
};

/** Standings: position, team, played, won, drawn, lost, goals, goal difference, points and form. */
export function LeagueTable({ rows, highlight = [], caption }: LeagueTableProps) {
  const { t } = useTranslation();
  const marked = new Set(highlight);
  const ordered = [...rows].sort((a, b) => a.position - b.position);
  return (
    <div className="md-table-scroll">
      <table className="md-league">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" abbr={t('match.table.position')}>
              #
            </th>
            <th scope="col" className="md-league-team">
              {t('match.table.team')}
            </th>
            <th scope="col" abbr={t('match.table.played')}>
              {t('match.table.playedShort')}
            </th>
            <th scope="col" abbr={t('match.table.won')}>
              {t('match.table.wonShort')}
            </th>
            <th scope="col" abbr={t('match.table.drawn')}>
              {t('match.table.drawnShort')}
            </th>
            <th scope="col" abbr={t('match.table.lost')}>
              {t('match.table.lostShort')}
            </th>
            <th scope="col" className="md-league-wide">
              {t('match.table.goals')}
            </th>
            <th scope="col" abbr={t('match.table.difference')}>
              {t('match.table.differenceShort')}
            </th>
            <th scope="col" abbr={t('match.table.points')}>
              {t('match.table.pointsShort')}
            </th>
            <th scope="col" className="md-league-wide">
              {t('match.table.form')}
            </th>
          </tr>
        </thead>
        <tbody>
          {ordered.map((row) => {
            const difference = row.goalsFor - row.goalsAgainst;
            const mine = marked.has(row.teamId) || marked.has(row.team);
            return (
              <tr key={row.teamId} className={mine ? 'md-league-mine' : undefined}>
                <td>{row.position}</td>
                <th scope="row" className="md-league-team">
                  {row.team}
                </th>
                <td>{row.played}</td>
                <td>{row.won}</td>
                <td>{row.drawn}</td>
                <td>{row.lost}</td>
                <td className="md-league-wide">
                  {row.goalsFor}:{row.goalsAgainst}
                </td>
                <td>{difference > 0 ? `+${difference}` : difference}</td>
                <td className="md-league-points">{row.points}</td>
                <td className="md-league-wide">
                  <FormGuide form={row.form} label={t('match.table.formOf', { team: row.team })} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
