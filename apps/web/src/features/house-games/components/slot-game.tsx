import type { SlotSessionAnswer } from '@bet/domain/api/house-games';
import type { SlotMachine } from '@bet/domain/casino/slot-engine';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/format/use-money.ts';
import { useSlotGame } from '../hooks/use-slot-game.ts';
import { FairnessPanel } from './fairness-panel.tsx';
import { Paytable } from './paytable.tsx';
import { SlotCanvas } from './slot-canvas.tsx';
import { SlotControls } from './slot-controls.tsx';
import { SlotResult } from './slot-result.tsx';

type SlotGameProps = { session: SlotSessionAnswer; machine: SlotMachine; token: string };

/** One slot machine in play: balance, reels, result, controls, paytable and fairness. */
export function SlotGame({ session, machine, token }: SlotGameProps) {
  const { t } = useTranslation();
  const money = useMoney(session.currency, 'minor');
  const game = useSlotGame(session, machine, token);
  return (
    <main className="slot" aria-labelledby="slot-title">
      <header className="slot-top">
        <h1 className="slot-title" id="slot-title">
          {t(`house-games.games.${session.gameCode}`, { defaultValue: session.title })}
        </h1>
        <div className="slot-balance">
          <span className="slot-label">{t('house-games.balance')}</span>
          <strong className="slot-amount" data-testid="slot-balance">
            {money(game.balance)}
          </strong>
        </div>
      </header>
      <SlotCanvas machine={machine} scene={game.scene} />
      <SlotResult
        machine={machine}
        shown={game.shown}
        spinning={game.spinning}
        refusal={game.refusal}
        money={money}
      />
      <SlotControls
        game={game}
        lines={machine.lines.length}
        autoplayAllowed={session.rules.autoplay}
        money={money}
      />
      <div className="slot-panels">
        <details className="slot-panel">
          <summary>{t('house-games.paytable.title')}</summary>
          <Paytable machine={machine} stakePerLine={game.stakePerLine} money={money} />
        </details>
        <details className="slot-panel">
          <summary>{t('house-games.fairness.title')}</summary>
          <FairnessPanel
            token={token}
            seeds={game.seeds}
            onSeeds={game.setSeeds}
            lastProof={game.lastProof}
            locked={game.spinning}
          />
        </details>
      </div>
    </main>
  );
}
