import type { RouletteTableAnswer } from '@bet/domain/api/house-games';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMoney } from '../../../shared/format/use-money.ts';
import { useRouletteTable } from '../api/roulette-table.ts';
import { useRouletteGame } from '../hooks/use-roulette-game.ts';
import { RouletteBets } from './roulette-bets.tsx';
import { RouletteBoard } from './roulette-board.tsx';
import { RouletteHistory, RouletteResult } from './roulette-result.tsx';
import { RouletteWheel } from './roulette-wheel.tsx';
import { TableGate } from './table-gate.tsx';
import { ChipRack, TableFairness, TableTop } from './table-parts.tsx';
import './slot.css';
import './tables.css';
import './roulette.css';

type RouletteTableProps = {
  query: UseQueryResult<RouletteTableAnswer>;
  table: RouletteTableAnswer;
  token: string;
};

function RouletteTable({ query, table, token }: RouletteTableProps) {
  const { t } = useTranslation();
  const money = useMoney(table.currency, 'minor');
  const game = useRouletteGame(query, table, token);
  const { phase } = game.moment;
  return (
    <main className="slot table" aria-labelledby="table-title">
      <TableTop
        gameCode={table.gameCode}
        phaseText={t(`house-games.roulette.phases.${phase}`, { seconds: game.secondsLeft })}
        balance={game.balance}
        money={money}
      />
      <RouletteHistory history={table.history} latest={game.result?.outcome ?? null} />
      <RouletteWheel number={game.result?.outcome.number ?? null} round={game.result?.outcome.round ?? -1} />
      {game.result && <RouletteResult result={game.result} gameCode={table.gameCode} money={money} />}
      {game.refusal && (
        <p className="slot-message slot-message-error" role="alert">
          {t(`house-games.errors.${game.refusal}`)}
        </p>
      )}
      <div className="table-play">
        <RouletteBoard
          stakeOn={game.stakeOn}
          onBet={game.bet}
          disabled={!game.betting || game.placing}
          winning={phase === 'result' ? (game.result?.outcome.number ?? null) : null}
        />
        <div className="table-side">
          <ChipRack
            chips={table.chips}
            selected={game.chip}
            onChip={game.setChip}
            disabled={false}
            money={money}
          />
          <RouletteBets game={game} money={money} />
        </div>
      </div>
      <TableFairness round={table.round.round} serverSeedHash={table.round.serverSeedHash} />
    </main>
  );
}

/** The European roulette table of play/european-roulette?token=…. */
export default function RouletteScreen() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const query = useRouletteTable(token);
  return (
    <TableGate token={token} query={query}>
      {(table) => <RouletteTable query={query} table={table} token={token} />}
    </TableGate>
  );
}
