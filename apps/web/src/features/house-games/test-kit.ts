// What the house-games page tests share: a fake house server on fetch, rounds computed with the
// domain's own engine, a renderer that records the scenes the page hands it, and a render helper.
import type { RoundProof, SlotRound, SlotSessionAnswer } from '@bet/domain/api/house-games';
import { seedCommitment } from '@bet/domain/casino/fairness';
import { classicFruits } from '@bet/domain/casino/machines/classic-fruits';
import { roundWinDown, type SlotMachine, spin } from '@bet/domain/casino/slot-engine';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { type ComponentType, createElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { applyLanguage, i18n, loadAreas } from '../../shared/i18n/i18n.ts';
import { SlotRendererContext } from './components/slot-canvas.tsx';
import type { SlotRendererFactory, SlotScene } from './lib/slot-scene.ts';

export const SERVER_SEED = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
export const CLIENT_SEED = 'lucky-player';

/** The first nonce from `from` whose round at the seeds wins (or loses, with wins=false). */
export function nonceWhere(machine: SlotMachine, wins: boolean, from = 0): number {
  for (let nonce = from; ; nonce += 1) {
    const won = spin(machine, { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce }, 1).totalPoints > 0;
    if (won === wins) return nonce;
  }
}

/** A round as the server would answer it, from the domain engine. */
export function roundAt(
  machine: SlotMachine,
  nonce: number,
  stakePerLine: number,
  balance: number,
): SlotRound {
  const result = spin(machine, { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce }, stakePerLine);
  const proof: RoundProof = {
    roundId: `R${nonce}`,
    gameCode: machine.id,
    serverSeed: SERVER_SEED,
    serverSeedHash: seedCommitment(SERVER_SEED),
    clientSeed: CLIENT_SEED,
    nonce,
    stakePerLine,
    stake: result.totalStake,
    win: result.totalWin,
    currency: 'EUR',
    playedAt: '2026-11-28T04:00:00.000Z',
  };
  return {
    proof,
    stops: result.stops,
    lineWins: result.lineWins.map(({ line, symbol, count, points }) => ({
      line,
      symbol,
      count,
      win: roundWinDown(points, stakePerLine),
    })),
    scatterWin: roundWinDown(result.scatter.points * machine.lines.length, stakePerLine),
    balance,
  };
}

export const nextSeeds = (nonce: number) => ({
  serverSeedHash: 'f'.repeat(64),
  clientSeed: CLIENT_SEED,
  nonce,
});

export function sessionAnswer(overrides: Partial<SlotSessionAnswer> = {}): SlotSessionAnswer {
  return {
    status: 'OK',
    gameCode: classicFruits.id,
    title: 'Classic Fruits',
    currency: 'EUR',
    balance: 10_000,
    stakes: [10, 20, 50, 100],
    rules: { minSpinMs: 2500, autoplay: false },
    seeds: nextSeeds(0),
    lastRound: null,
    resumed: false,
    ...overrides,
  };
}

type HouseAnswer = Record<string, unknown> | (() => Record<string, unknown>);

/** Answers POST /house/api/<call> from the table (a function answers anew each call); records bodies. */
export function fakeHouse(answers: Record<string, HouseAnswer>) {
  const calls: { call: string; body: Record<string, unknown> }[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const call = url.replace('/house/api/', '');
    calls.push({ call, body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> });
    const answer = answers[call];
    const body =
      typeof answer === 'function' ? answer() : (answer ?? { status: 'ERROR', msg: 'serviceUnavailable' });
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

/** A renderer that keeps every scene the page shows it. */
export function recordingRenderer() {
  const scenes: SlotScene[] = [];
  const factory: SlotRendererFactory = async () => ({
    show: (scene) => {
      scenes.push(scene);
    },
    destroy: () => {},
  });
  return { scenes, factory, last: () => scenes.at(-1) };
}

/** Lets timers run `ms` forward (and the promises they free settle) inside act. */
export const advance = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Renders a page at the address under its route, in English, with the given reel renderer. */
export async function renderPage(
  Page: ComponentType,
  route: string,
  address: string,
  factory: SlotRendererFactory = recordingRenderer().factory,
) {
  await loadAreas(['house-games']);
  await applyLanguage('en');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = createElement(
    QueryClientProvider,
    { client },
    createElement(
      I18nextProvider,
      { i18n },
      createElement(
        SlotRendererContext.Provider,
        { value: factory },
        createElement(
          MemoryRouter,
          { initialEntries: [address] },
          createElement(Routes, null, createElement(Route, { path: route, element: createElement(Page) })),
        ),
      ),
    ),
  );
  const view = render(tree);
  await advance();
  return view;
}
