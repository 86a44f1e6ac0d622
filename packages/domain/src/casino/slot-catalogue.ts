// The in-house slot machines by game code, the stakes they take and the rules a site may impose.
import { classicFruits } from './machines/classic-fruits.ts';
import { dragonVault } from './machines/dragon-vault.ts';
import { scatterGems } from './machines/scatter-gems.ts';
import type { SlotMachine } from './slot-engine.ts';

export const slotMachines: Readonly<Record<string, SlotMachine>> = Object.fromEntries(
  [classicFruits, scatterGems, dragonVault].map((machine) => [machine.id, machine]),
);

/** The machine a game code names, or null. */
export const slotMachineOf = (gameCode: string): SlotMachine | null =>
  Object.hasOwn(slotMachines, gameCode) ? slotMachines[gameCode]! : null;

/** Stake per line choices, minor units: 0.01 to 2.00 a line. */
export const SLOT_STAKES_PER_LINE = [1, 2, 5, 10, 20, 50, 100, 200] as const;

export const isSlotStake = (stakePerLine: number): boolean =>
  (SLOT_STAKES_PER_LINE as readonly number[]).includes(stakePerLine);

/** UK Gambling Commission slot rules: a spin lasts at least 2.5 s and there is no autoplay. */
export const UK_MIN_SPIN_MS = 2500;

/** What a site's uk_slot_rules switch imposes on every spin. */
export const slotRulesFor = (ukRules: boolean): { minSpinMs: number; autoplay: boolean } =>
  ukRules ? { minSpinMs: UK_MIN_SPIN_MS, autoplay: false } : { minSpinMs: 0, autoplay: true };
