import { gridAt, type SlotMachine } from '@bet/domain/casino/slot-engine';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { SlotRenderer, SlotRendererFactory, SlotScene } from '../lib/slot-scene.ts';
import { winningCells } from '../lib/win-cells.ts';
import { SlotGrid } from './slot-grid.tsx';

// pixi.js loads with the first reels drawn, in a chunk of its own: no other page pays for it.
const pixiRenderer: SlotRendererFactory = (host, machine) =>
  import('../lib/pixi-slot-renderer.ts').then((m) => m.createPixiSlotRenderer(host, machine));

/** Which renderer draws the reels: pixi.js, or a stand-in where there is no WebGL (tests). */
export const SlotRendererContext = createContext<SlotRendererFactory>(pixiRenderer);

type SlotCanvasProps = { machine: SlotMachine; scene: SlotScene };

/** The reels, drawn by the renderer from the scene; the page tells the result in text elsewhere. */
export function SlotCanvas({ machine, scene }: SlotCanvasProps) {
  const factory = useContext(SlotRendererContext);
  const host = useRef<HTMLDivElement>(null);
  const [renderer, setRenderer] = useState<SlotRenderer | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let made: SlotRenderer | null = null;
    let cancelled = false;
    factory(element, machine).then(
      (r) => {
        if (cancelled) {
          r.destroy();
          return;
        }
        made = r;
        setRenderer(r);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      made?.destroy();
      setRenderer(null);
    };
  }, [factory, machine]);

  useEffect(() => {
    renderer?.show(scene);
  }, [renderer, scene]);

  if (failed) {
    // No canvas (no WebGL): the same window as a table, so the game still plays.
    const grid = gridAt(machine, scene.stops);
    const lit = winningCells(machine, grid, scene.winLines, scene.scatterWin);
    return <SlotGrid grid={grid} lit={new Set(lit.map(({ reel, row }) => `${reel}:${row}`))} />;
  }
  return (
    <div
      ref={host}
      className="slot-reels"
      style={{ aspectRatio: `${machine.reels.length * 1.08} / ${machine.rows}` }}
      aria-hidden="true"
    />
  );
}
