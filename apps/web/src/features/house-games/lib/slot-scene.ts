// What the page hands the reel renderer, and nothing else: the renderer draws it (pixi.js in the
// browser, a recorder in tests), so the page's logic never waits on WebGL.
import type { SlotMachine } from '@bet/domain/casino/slot-engine';

/**
 * spinning: reels roll with no result yet. stopping: the result is in, reels come to rest on
 * `stops` one after another within REEL_STOP_MS. idle: reels rest on `stops`, `winLines` lit.
 */
export interface SlotScene {
  phase: 'idle' | 'spinning' | 'stopping';
  stops: readonly number[];
  /** The lines that won (index into the machine's lines, run length from the left), lit while idle. */
  winLines: readonly { line: number; count: number }[];
  /** Whether scatters won: their cells are lit too. */
  scatterWin: boolean;
}

export interface SlotRenderer {
  show(scene: SlotScene): void;
  destroy(): void;
}

/** Makes a renderer drawing the machine inside the host element. */
export type SlotRendererFactory = (host: HTMLElement, machine: SlotMachine) => Promise<SlotRenderer>;

/** How long the reels take, from the result's arrival, to come to rest one by one. */
export const REEL_STOP_MS = 900;
