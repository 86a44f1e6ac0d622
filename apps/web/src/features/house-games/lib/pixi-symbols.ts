// Each symbol drawn once as a vector picture on a CELL-sized tile, then baked into a texture so the
// spinning reels only move sprites (cheap on a phone).
import { Container, Graphics, Rectangle, type Renderer, Text, type Texture } from 'pixi.js';
import { type SymbolArt, symbolArt } from './symbols.ts';

/** Side of one symbol cell in the scene's own units (the scene is scaled to fit the screen). */
export const CELL = 128;
const MID = CELL / 2;
const SHINE = 0xffffff;
const INK = 0x141414;

function tile(): Graphics {
  return new Graphics()
    .roundRect(6, 6, CELL - 12, CELL - 12, 18)
    .fill({ color: 0xffffff, alpha: 0.07 })
    .roundRect(6, 6, CELL - 12, (CELL - 12) / 2, 18)
    .fill({ color: 0xffffff, alpha: 0.04 });
}

function glyph(text: string, size: number, fill: number, stroke: number, strokeWidth: number): Text {
  const t = new Text({
    text,
    style: {
      fontFamily: 'Arial Black, Arial, Helvetica, sans-serif',
      fontSize: size,
      fontWeight: '900',
      fill,
      stroke: { color: stroke, width: strokeWidth },
    },
  });
  t.anchor.set(0.5);
  t.position.set(MID, MID + 2);
  return t;
}

const shine = (g: Graphics, x: number, y: number, r: number) =>
  g.circle(x, y, r).fill({ color: SHINE, alpha: 0.35 });

function fruit(a: SymbolArt): Graphics {
  const g = new Graphics()
    .moveTo(MID, 40)
    .lineTo(MID - 2, 24)
    .stroke({ width: 5, color: 0x5a3a1a, cap: 'round' })
    .poly([MID, 36, 84, 20, 98, 28, 78, 42])
    .fill(a.accent)
    .circle(MID, 72, 36)
    .fill(a.color);
  return shine(g, 50, 58, 10);
}

function lemon(a: SymbolArt): Graphics {
  const g = new Graphics()
    .circle(22, 68, 8)
    .fill(a.color)
    .circle(106, 68, 8)
    .fill(a.color)
    .ellipse(MID, 68, 42, 30)
    .fill(a.color)
    .poly([70, 40, 92, 26, 100, 34, 80, 44])
    .fill(a.accent);
  return shine(g, 48, 58, 9);
}

function cherry(a: SymbolArt): Graphics {
  const g = new Graphics()
    .moveTo(44, 70)
    .quadraticCurveTo(54, 36, 82, 22)
    .stroke({ width: 5, color: a.accent, cap: 'round' })
    .moveTo(86, 72)
    .quadraticCurveTo(82, 44, 82, 22)
    .stroke({ width: 5, color: a.accent, cap: 'round' })
    .poly([82, 22, 102, 16, 108, 28, 90, 32])
    .fill(0x4caf50)
    .circle(44, 86, 21)
    .fill(a.color)
    .circle(86, 88, 21)
    .fill(a.color);
  shine(g, 36, 78, 6);
  return shine(g, 78, 80, 6);
}

function gem(a: SymbolArt): Graphics {
  return new Graphics()
    .poly([26, 50, 44, 28, 84, 28, 102, 50, MID, 106])
    .fill(a.color)
    .poly([26, 50, 102, 50, MID, 106])
    .fill({ color: 0x1a7fb0, alpha: 0.35 })
    .poly([44, 28, 84, 28, 76, 50, 52, 50])
    .fill({ color: a.accent, alpha: 0.6 })
    .poly([26, 50, 44, 28, 84, 28, 102, 50, MID, 106])
    .stroke({ width: 3, color: a.accent, alpha: 0.9 });
}

function ingot(a: SymbolArt): Graphics {
  return new Graphics()
    .poly([22, 96, 106, 96, 92, 54, 36, 54])
    .fill(a.color)
    .poly([36, 54, 92, 54, 82, 38, 46, 38])
    .fill(a.accent)
    .poly([22, 96, 106, 96, 92, 54, 36, 54])
    .stroke({ width: 3, color: 0x9a6b00 })
    .rect(48, 70, 32, 6)
    .fill({ color: SHINE, alpha: 0.4 });
}

function eye(a: SymbolArt): Graphics {
  return new Graphics()
    .poly([30, 34, 40, 10, 52, 30, 64, 6, 76, 30, 88, 10, 98, 34])
    .fill(a.accent)
    .circle(MID, 66, 44)
    .fill(a.color)
    .ellipse(MID, 66, 34, 20)
    .fill(a.accent)
    .ellipse(MID, 66, 6, 18)
    .fill(INK)
    .circle(72, 58, 4)
    .fill(SHINE);
}

function stripes(a: SymbolArt): Graphics {
  return new Graphics()
    .circle(34, 32, 13)
    .fill(a.color)
    .circle(94, 32, 13)
    .fill(a.color)
    .circle(MID, 66, 42)
    .fill(a.color)
    .poly([22, 54, 46, 60, 24, 66])
    .fill(a.accent)
    .poly([106, 54, 82, 60, 104, 66])
    .fill(a.accent)
    .poly([54, 26, MID, 44, 74, 26])
    .fill(a.accent)
    .ellipse(MID, 88, 18, 12)
    .fill(0xfff4e0)
    .circle(50, 62, 5)
    .fill(INK)
    .circle(78, 62, 5)
    .fill(INK)
    .poly([58, 78, 70, 78, MID, 86])
    .fill(INK);
}

function wings(a: SymbolArt): Graphics {
  return new Graphics()
    .poly([MID, 72, 10, 36, 24, 76, 48, 86])
    .fill(a.color)
    .poly([MID, 72, 118, 36, 104, 76, 80, 86])
    .fill(a.color)
    .poly([52, 70, 76, 70, 72, 104, 56, 104])
    .fill(a.color)
    .circle(MID, 52, 15)
    .fill(a.accent)
    .poly([MID + 6, 50, 82, 58, MID + 6, 62])
    .fill(0xf2b705)
    .circle(MID + 3, 48, 3)
    .fill(INK);
}

function picture(a: SymbolArt): Container {
  switch (a.shape) {
    case 'seven':
      return glyph('7', 100, a.color, a.accent, 6);
    case 'bar': {
      const bar = new Container();
      bar.addChild(
        new Graphics().roundRect(14, 40, 100, 50, 12).fill(a.color).stroke({ width: 4, color: 0xffd54a }),
      );
      bar.addChild(glyph('BAR', 32, a.accent, a.color, 0));
      return bar;
    }
    case 'fruit':
      return fruit(a);
    case 'lemon':
      return lemon(a);
    case 'cherry':
      return cherry(a);
    case 'gem':
      return gem(a);
    case 'ingot':
      return ingot(a);
    case 'star':
      return new Graphics().star(MID, MID, 5, 48, 22).fill(a.color).stroke({ width: 4, color: a.accent });
    case 'eye':
      return eye(a);
    case 'stripes':
      return stripes(a);
    case 'wings':
      return wings(a);
    case 'rank': {
      const card = new Container();
      card.addChild(
        new Graphics().roundRect(28, 18, 72, 92, 12).fill(0xf7f3ea).stroke({ width: 3, color: a.color }),
      );
      card.addChild(glyph(a.label, 60, a.color, 0xf7f3ea, 0));
      return card;
    }
  }
}

/** One texture per symbol of the strips, drawn at `resolution` pixels per scene unit. */
export function symbolTextures(
  renderer: Renderer,
  symbols: Iterable<string>,
  resolution: number,
): Map<string, Texture> {
  const textures = new Map<string, Texture>();
  for (const symbol of symbols) {
    const target = new Container();
    target.addChild(tile(), picture(symbolArt(symbol)));
    // A fixed frame keeps every texture CELL × CELL, whatever each drawing's own bounds.
    const frame = new Rectangle(0, 0, CELL, CELL);
    textures.set(symbol, renderer.generateTexture({ target, resolution, frame, antialias: true }));
    target.destroy({ children: true });
  }
  return textures;
}
