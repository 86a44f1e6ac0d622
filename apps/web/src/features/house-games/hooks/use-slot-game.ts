import type { NextSeeds, RoundProof, SlotRound, SlotSessionAnswer } from '@bet/domain/api/house-games';
import type { SlotMachine } from '@bet/domain/casino/slot-engine';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { HouseError, type HouseRefusalKey } from '../api/house-call.ts';
import { spinSlot } from '../api/slot-spin.ts';
import { REEL_STOP_MS, type SlotScene } from '../lib/slot-scene.ts';

/** The pause autoplay leaves between rounds, so each result can be seen. */
export const AUTOPLAY_PAUSE_MS = 1000;

/** The least the reels roll before stopping, where the site sets no minimum: a spin should look like one. */
const MIN_ROLL_MS = 400;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** A round shown as the latest result; resumed when a reload completed it. */
export interface ShownRound {
  round: SlotRound;
  resumed: boolean;
}

function firstStake(session: SlotSessionAnswer): number {
  const last = session.lastRound?.proof.stakePerLine;
  return last !== undefined && session.stakes.includes(last) ? last : (session.stakes[0] ?? 1);
}

/**
 * One slot session's play: balance, stake, spins that last at least the site's minimum, autoplay
 * where allowed, and what the reels show. A spin's stake leaves the balance at once; the server's
 * balance replaces it when the reels stop.
 */
export function useSlotGame(session: SlotSessionAnswer, machine: SlotMachine, token: string) {
  const { rules, stakes } = session;
  const [balance, setBalance] = useState(session.balance);
  const [seeds, setSeeds] = useState<NextSeeds>(session.seeds);
  const [stakePerLine, setStakePerLine] = useState(() => firstStake(session));
  const [phase, setPhase] = useState<SlotScene['phase']>('idle');
  const [stops, setStops] = useState<readonly number[]>(
    () => session.lastRound?.stops ?? machine.reels.map(() => 0),
  );
  const [shown, setShown] = useState<ShownRound | null>(() =>
    session.lastRound && session.resumed ? { round: session.lastRound, resumed: true } : null,
  );
  const [lastProof, setLastProof] = useState<RoundProof | null>(session.lastRound?.proof ?? null);
  const [refusal, setRefusal] = useState<HouseRefusalKey | null>(null);
  const [autoplay, setAutoplayOn] = useState(false);
  const busy = useRef(false);
  const alive = useRef(true);
  useEffect(() => {
    // Set on every mount: StrictMode mounts twice in development.
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const totalStake = stakePerLine * machine.lines.length;

  const refuse = useCallback((key: HouseRefusalKey) => {
    setRefusal(key);
    setAutoplayOn(false);
  }, []);

  const spin = useCallback(async () => {
    if (busy.current) return;
    if (balance < totalStake) {
      refuse('insufficientBalance');
      return;
    }
    busy.current = true;
    setPhase('spinning');
    setRefusal(null);
    setShown(null);
    setBalance((b) => b - totalStake);
    try {
      // The reels roll for the site's minimum, less the time they take to stop, even on a fast answer.
      const [answer] = await Promise.all([
        spinSlot(token, stakePerLine),
        wait(Math.max(MIN_ROLL_MS, rules.minSpinMs - REEL_STOP_MS)),
      ]);
      if (!alive.current) return;
      setStops(answer.round.stops);
      setSeeds(answer.seeds);
      setPhase('stopping');
      await wait(REEL_STOP_MS);
      if (!alive.current) return;
      setBalance(answer.round.balance);
      setShown({ round: answer.round, resumed: false });
      setLastProof(answer.round.proof);
    } catch (err) {
      if (!alive.current) return;
      setBalance((b) => b + totalStake);
      refuse(err instanceof HouseError ? err.key : 'serviceUnavailable');
    } finally {
      busy.current = false;
      if (alive.current) setPhase('idle');
    }
  }, [balance, totalStake, token, stakePerLine, rules.minSpinMs, refuse]);

  // Autoplay plays the next round once the last one has been on show for a moment.
  useEffect(() => {
    if (!autoplay || phase !== 'idle') return;
    const next = setTimeout(() => void spin(), AUTOPLAY_PAUSE_MS);
    return () => clearTimeout(next);
  }, [autoplay, phase, spin]);

  const setAutoplay = useCallback((on: boolean) => setAutoplayOn(on && rules.autoplay), [rules.autoplay]);

  const scene = useMemo<SlotScene>(() => {
    const lit = phase === 'idle' && shown !== null;
    return {
      phase,
      stops,
      winLines: lit ? shown.round.lineWins.map(({ line, count }) => ({ line, count })) : [],
      scatterWin: lit && shown.round.scatterWin > 0,
    };
  }, [phase, stops, shown]);

  return {
    balance,
    seeds,
    setSeeds,
    stakes,
    stakePerLine,
    setStakePerLine,
    totalStake,
    spinning: phase !== 'idle',
    spin,
    autoplay,
    setAutoplay,
    shown,
    lastProof,
    refusal,
    scene,
  };
}

export type SlotGame = ReturnType<typeof useSlotGame>;
