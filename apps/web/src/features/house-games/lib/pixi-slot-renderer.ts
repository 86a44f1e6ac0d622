// The reels on a pixi.js canvas. Reels roll while the round is in play and come to rest one by one
// on the server's stops; winning lines then pulse. Everything is drawn in scene units (CELL per
// symbol) and the whole scene is scaled to the host element.
import { gridAt, type SlotMachine } from '@bet/domain/casino/slot-engine';
import { Application, Container, Graphics, Sprite, type Texture, type Ticker } from 'pixi.js';
import { CELL, symbolTextures } from './pixi-symbols.ts';
import { REEL_STOP_MS, type SlotRenderer, type SlotScene } from './slot-scene.ts';
import { winningCells } from './win-cells.ts';

const GAP = 10;
const PAD = 14;
/** Full rolling speed, symbols a second. */
const SPEED = 20;
const ACCELERATE_MS = 220;
/** How long one reel takes to settle once told its stop. */
const SETTLE_MS = 480;
// easeOutBack with a gentle overshoot; its slope at 0 (3·(1+c) − 2c) matches the rolling speed.
const OVERSHOOT = 0.9;
const SLOPE_AT_START = 3 * (1 + OVERSHOOT) - 2 * OVERSHOOT;
const LINE_COLOURS = [0xffd54a, 0x4fd6ff, 0xff6b9a, 0x7dff8a, 0xc59bff, 0xff9f43, 0x5ce1e6, 0xf368e0];

const easeOutBack = (t: number) => 1 + (1 + OVERSHOOT) * (t - 1) ** 3 + OVERSHOOT * (t - 1) ** 2;
const mod = (n: number, m: number) => ((n % m) + m) % m;

interface Reel {
  strip: readonly string[];
  /** Index of the strip symbol at the top of the window; fractional while moving. Rolling lowers it. */
  pos: number;
  mode: 'rest' | 'roll' | 'settle';
  rollStart: number;
  settle?: { start: number; from: number; stop: number };
  sprites: Sprite[];
}

class PixiSlotRenderer implements SlotRenderer {
  private readonly root = new Container();
  private readonly highlight = new Graphics();
  private readonly reels: Reel[];
  private now = 0;
  private lit: SlotScene | null = null;
  private drawn: SlotScene | null = null;
  /** Reduced motion: reels dim while in play instead of rolling, and snap to their stops. */
  private readonly calm = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  private readonly width: number;
  private readonly height: number;

  constructor(
    private readonly app: Application,
    private readonly machine: SlotMachine,
    private readonly textures: Map<string, Texture>,
  ) {
    const { rows } = machine;
    this.width = machine.reels.length * CELL + (machine.reels.length - 1) * GAP + PAD * 2;
    this.height = rows * CELL + PAD * 2;
    this.root.addChild(
      new Graphics()
        .roundRect(0, 0, this.width, this.height, 24)
        .fill(0x0d1020)
        .stroke({ width: 4, color: 0xffc93c, alpha: 0.85 }),
    );
    this.reels = machine.reels.map((strip, index) => {
      const column = new Container();
      column.position.set(PAD + index * (CELL + GAP), PAD);
      const back = new Graphics().roundRect(0, 0, CELL, rows * CELL, 14).fill(0x171b33);
      const mask = new Graphics().roundRect(0, 0, CELL, rows * CELL, 14).fill(0xffffff);
      const sprites = Array.from({ length: rows + 1 }, () => new Sprite());
      const symbols = new Container();
      symbols.addChild(...sprites);
      symbols.mask = mask;
      column.addChild(back, symbols, mask);
      this.root.addChild(column);
      return { strip, pos: 0, mode: 'rest' as const, rollStart: 0, sprites };
    });
    this.root.addChild(this.highlight);
    app.stage.addChild(this.root);
    app.ticker.add(this.tick);
  }

  show(scene: SlotScene): void {
    if (scene.phase === 'spinning') {
      for (const reel of this.reels) {
        if (reel.mode !== 'rest') continue;
        reel.mode = 'roll';
        reel.rollStart = this.now;
      }
    } else if (this.reels.some((reel) => reel.mode === 'roll')) {
      const stagger = (REEL_STOP_MS - SETTLE_MS) / Math.max(1, this.reels.length - 1);
      this.reels.forEach((reel, index) => {
        if (reel.mode !== 'roll' || reel.settle) return;
        const stop = scene.stops[index] ?? 0;
        reel.settle = { start: this.now + index * stagger, from: 0, stop };
      });
    } else if (this.reels.every((reel) => reel.mode === 'rest')) {
      this.reels.forEach((reel, index) => {
        reel.pos = scene.stops[index] ?? 0;
      });
    }
    this.lit = scene.phase === 'idle' ? scene : null;
  }

  destroy(): void {
    this.app.ticker.remove(this.tick);
    for (const texture of this.textures.values()) texture.destroy(true);
    this.app.destroy(true, { children: true });
  }

  private readonly tick = (ticker: Ticker): void => {
    this.now += ticker.deltaMS;
    this.fit();
    for (const reel of this.reels) this.move(reel, ticker.deltaMS);
    this.draw();
  };

  private move(reel: Reel, deltaMS: number): void {
    const settle = reel.settle;
    if (reel.mode === 'roll' && settle && this.now >= settle.start && this.calm) {
      reel.pos = settle.stop;
      reel.mode = 'rest';
      reel.settle = undefined;
      return;
    }
    if (reel.mode === 'roll' && settle && this.now >= settle.start) {
      // Settle over a distance the rolling speed covers at the easing's opening slope, ending on the
      // stop. The fractional offset is kept, so the jump to the stop's part of the strip is not seen.
      const distance = Math.round((SPEED * SETTLE_MS) / 1000 / SLOPE_AT_START) + mod(reel.pos, 1);
      settle.from = settle.stop + distance;
      settle.start = this.now;
      reel.mode = 'settle';
    }
    if (reel.mode === 'roll' && !this.calm) {
      const speed = SPEED * Math.min(1, (this.now - reel.rollStart) / ACCELERATE_MS);
      reel.pos -= (speed * deltaMS) / 1000;
    } else if (reel.mode === 'settle' && settle) {
      const t = Math.min(1, (this.now - settle.start) / SETTLE_MS);
      reel.pos = settle.from + (settle.stop - settle.from) * easeOutBack(t);
      if (t >= 1) {
        reel.pos = settle.stop;
        reel.mode = 'rest';
        reel.settle = undefined;
      }
    }
  }

  private draw(): void {
    for (const reel of this.reels) {
      const dim = this.calm && reel.mode === 'roll' ? 0.45 : 1;
      const top = Math.floor(reel.pos);
      const offset = reel.pos - top;
      reel.sprites.forEach((sprite, k) => {
        const symbol = reel.strip[mod(top + k, reel.strip.length)] ?? '';
        const texture = this.textures.get(symbol);
        if (texture && sprite.texture !== texture) sprite.texture = texture;
        sprite.y = (k - offset) * CELL;
        sprite.alpha = dim;
      });
    }
    this.drawHighlight();
  }

  private cellCentre(reel: number, row: number): [number, number] {
    return [PAD + reel * (CELL + GAP) + CELL / 2, PAD + row * CELL + CELL / 2];
  }

  /** Lights the winning lines once every reel rests; the drawing is kept and only its glow pulses. */
  private drawHighlight(): void {
    const scene = this.reels.every((reel) => reel.mode === 'rest') ? this.lit : null;
    const g = this.highlight;
    g.alpha = 0.7 + 0.3 * Math.sin(this.now / 160);
    if (scene === this.drawn) return;
    this.drawn = scene;
    g.clear();
    if (!scene) return;
    scene.winLines.forEach(({ line }, order) => {
      (this.machine.lines[line] ?? []).forEach((row, reel) => {
        const [x, y] = this.cellCentre(reel, row);
        if (reel === 0) g.moveTo(x, y);
        else g.lineTo(x, y);
      });
      const color = LINE_COLOURS[order % LINE_COLOURS.length] ?? 0xffffff;
      g.stroke({ width: 6, color, cap: 'round', join: 'round' });
    });
    const grid = gridAt(this.machine, scene.stops);
    for (const { reel, row } of winningCells(this.machine, grid, scene.winLines, scene.scatterWin)) {
      const [x, y] = this.cellCentre(reel, row);
      g.roundRect(x - CELL / 2 + 4, y - CELL / 2 + 4, CELL - 8, CELL - 8, 16).stroke({
        width: 5,
        color: 0xfff3b0,
      });
    }
  }

  /** Scales the scene to the host's size, centred. */
  private fit(): void {
    const { width, height } = this.app.screen;
    const scale = Math.min(width / this.width, height / this.height);
    this.root.scale.set(scale);
    this.root.position.set((width - this.width * scale) / 2, (height - this.height * scale) / 2);
  }
}

/** Starts pixi.js in the host element and draws the machine's reels there. */
export async function createPixiSlotRenderer(host: HTMLElement, machine: SlotMachine): Promise<SlotRenderer> {
  const app = new Application();
  const resolution = Math.min(window.devicePixelRatio || 1, 2);
  await app.init({
    resizeTo: host,
    backgroundAlpha: 0,
    antialias: true,
    resolution,
    autoDensity: true,
    preference: 'webgl',
  });
  host.appendChild(app.canvas);
  // Textures sharp at the largest scale a phone or desktop shows the scene at.
  const textures = symbolTextures(app.renderer, new Set(machine.reels.flat()), resolution * 1.5);
  return new PixiSlotRenderer(app, machine, textures);
}
