import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadAreas } from '../../../shared/i18n/i18n.ts';
import { openCasino } from '../api/open-casino.ts';
import { gameToOpen, type LaunchTarget, readGameQuery } from './game-query.ts';
import { type LaunchIo, runLaunch } from './run-launch.ts';

type Sent = { name: string; payload: Record<string, unknown> };

/** The server as opencas answers it: every call recorded, each answered with `body`. */
function fakeOpencas(body: Record<string, unknown>, status = 200): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ name: url.replace('/api/', ''), payload: JSON.parse(String(init.body)) });
      return Response.json(body, { status });
    }),
  );
  return sent;
}

/** The page as the flow drives it, recording what it was asked to do. */
function page(signedIn: boolean) {
  const seen = {
    login: [] as string[],
    busy: [] as boolean[],
    overlay: [] as string[],
    navigate: [] as string[],
    fail: [] as string[],
  };
  const io: LaunchIo = {
    signedIn,
    pathname: '/tr/casino',
    openLogin: (then) => seen.login.push(then),
    open: openCasino,
    busy: (on) => seen.busy.push(on),
    overlay: (url) => seen.overlay.push(url),
    navigate: (url) => seen.navigate.push(url),
    fail: (message) => seen.fail.push(message),
    t: i18n.t,
  };
  return { io, seen };
}

const game: LaunchTarget = { serviceId: 101, masterServiceId: 20 };
const opened = (gameurl: string, iframe: number) => ({ status: true, msg: '', content: { gameurl, iframe } });

beforeAll(() => loadAreas(['casino', 'common']));
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('opening a game', () => {
  it('asks a visitor to sign in, then opens the game they chose once they have', async () => {
    const sent = fakeOpencas(opened('https://games.example/101', 8));
    const visitor = page(false);
    await runLaunch(game, visitor.io);
    expect(sent).toEqual([]);
    expect(visitor.seen.login).toEqual(['/tr/casino?serviceId=101&masterServiceId=20']);

    // The login popup goes to that address; the screen opens the game its query names.
    const then = new URL(visitor.seen.login[0] ?? '', 'https://site.example');
    const remembered = gameToOpen(readGameQuery(then.searchParams));
    expect(remembered).toEqual(game);
    const player = page(true);
    await runLaunch(remembered ?? game, player.io);
    expect(sent).toEqual([{ name: 'opencas', payload: { lang: 'tr', serviceId: 101, masterServiceId: 20 } }]);
    expect(player.seen.overlay).toEqual(['https://games.example/101']);
  });

  it('shows an iframe 8 game in the overlay, the curtain down again', async () => {
    fakeOpencas(opened('https://games.example/101', 8));
    const { io, seen } = page(true);
    await runLaunch(game, io);
    expect(seen).toMatchObject({
      busy: [true, false],
      overlay: ['https://games.example/101'],
      navigate: [],
      fail: [],
    });
  });

  it('sends the browser to any other game, the curtain up while it leaves', async () => {
    fakeOpencas(opened('https://games.example/lobby', 0));
    const { io, seen } = page(true);
    await runLaunch({ ...game, limitId: 3 }, io);
    expect(seen).toMatchObject({
      busy: [true],
      overlay: [],
      navigate: ['https://games.example/lobby'],
      fail: [],
    });
  });

  it("shows the server's msg in an error notification when it refuses", async () => {
    const sent = fakeOpencas({
      status: false,
      msg: 'Casino limitleriniz dolu.',
      content: { gameurl: '', iframe: 0 },
    });
    const { io, seen } = page(true);
    await runLaunch({ ...game, limitId: 3 }, io);
    expect(sent[0]?.payload).toMatchObject({ serviceId: 101, masterServiceId: 20, limitId: 3 });
    expect(seen).toMatchObject({
      busy: [true, false],
      fail: ['Casino limitleriniz dolu.'],
      overlay: [],
      navigate: [],
    });
  });

  it('names the empty field of an answer without a game address', async () => {
    fakeOpencas(opened(' ', 8));
    const { io, seen } = page(true);
    await runLaunch(game, io);
    expect(seen).toMatchObject({
      busy: [true, false],
      fail: ['Serviste sorun var. Kontrol edin: oyun adresi'],
      overlay: [],
      navigate: [],
    });
  });

  it('refuses an answer that does not say how to show the game as a technical fault', async () => {
    fakeOpencas({ status: true, msg: '', content: { gameurl: 'https://games.example/101' } });
    const { io, seen } = page(true);
    await runLaunch(game, io);
    expect(seen.fail).toEqual([i18n.t('common.errors.technicalError')]);
    expect(seen.overlay).toEqual([]);
  });

  it('says the connection failed when the call never reached the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const { io, seen } = page(true);
    await runLaunch(game, io);
    expect(seen.fail).toEqual([i18n.t('common.errors.networkError')]);
    expect(seen.fail[0]).not.toBe('');
  });
});
