import { type ResultsResponse, resultsResponse } from '@bet/domain/api/match-stats';
// The sportsbook's catalogue calls (spec 001 section 7). Open to visitors: browsing needs no login.
import {
  categoriesResponse,
  liveLookupResponse,
  liveOddsResponse,
  liveSportsResponse,
  lives3Response,
  matchesResponse,
  oddsResponse,
  sportsResponse,
  tournamentsResponse,
} from '@bet/domain/api/sportsbook';
import {
  categoriesRequest,
  liveLookupRequest,
  liveOddsRequest,
  lives3Request,
  matchesRequest,
  matchRequest,
  noFieldsRequest,
  resultsRequest,
  sportsRequest,
  tournamentsRequest,
} from '@bet/domain/api/sportsbook-requests';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cachedValue } from '../../db/cached-value.ts';
import type { AppDeps, AppInstance } from '../../http/app-instance.ts';
import { answerEncoding, compressedAnswer, type KeptAnswer } from './answer-encoding.ts';
import { callRange } from './call-dates.ts';
import { categoriesList, sportsList, tournamentsList } from './catalog-queries.ts';
import type { Catalog } from './catalog-service.ts';
import { liveLookupCall, liveOddsCall, lives3Rows } from './live-calls.ts';
import { Lives3Cache } from './lives3-cache.ts';
import { callWindow, matchesCall, oddsCall } from './prematch-calls.ts';
import { ResponseCache } from './response-cache.ts';
import { presentResult } from './result-shapes.ts';
import { listResults } from './results-repo.ts';
import { tvMatchIds } from './tv-repo.ts';
import { registerTvCalls } from './tv-routes.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const RESULTS_PAGE = 50;
const TV_CACHE_MS = 10_000;

export async function registerCatalog(app: AppInstance, deps: AppDeps, catalog: Catalog): Promise<void> {
  const { db } = deps.database;
  const tv = cachedValue(() => tvMatchIds(db), deps.now, TV_CACHE_MS);
  const tags = ['sportsbook'];
  const days = (req: { site: { settings: { matches_day: number } } }) => req.site.settings.matches_day;
  const cache = new ResponseCache(catalog.store, deps.now);
  /** Sends a list answer from the cache, compressed when the client takes it and it pays. */
  const cached = (req: FastifyRequest, reply: FastifyReply, answer: KeptAnswer) => {
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    const encoding = answerEncoding(req.headers['accept-encoding'], answer);
    if (!encoding) return reply.send(answer.json());
    return reply.header('content-encoding', encoding).send(compressedAnswer(answer, encoding));
  };

  app.post(
    '/api/sports',
    {
      schema: {
        summary: 'Sports with prematch matches in the window',
        response: { 200: sportsResponse },
        tags,
        body: sportsRequest,
      },
    },
    async (req) => {
      const now = deps.now();
      const window = callWindow(req.body, now, days(req));
      return {
        status: true as const,
        results: sportsList(catalog.store, catalog.names(), window, now.getTime(), req.lang),
      };
    },
  );

  app.post(
    '/api/categories',
    {
      schema: {
        summary: 'Countries (categories) of a sport with their match counts',
        response: { 200: categoriesResponse },
        tags,
        body: categoriesRequest,
      },
    },
    async (req) => {
      const now = deps.now();
      const window = callWindow(req.body, now, days(req));
      return {
        status: true as const,
        results: categoriesList(
          catalog.store,
          catalog.names(),
          window,
          now.getTime(),
          req.body.sportId,
          req.lang,
        ),
      };
    },
  );

  app.post(
    '/api/tournaments',
    {
      schema: {
        summary: 'Leagues of a sport or country with their match counts',
        response: { 200: tournamentsResponse },
        tags,
        body: tournamentsRequest,
      },
    },
    async (req) => {
      const now = deps.now();
      const window = callWindow(req.body, now, days(req));
      return {
        status: true as const,
        results: tournamentsList(catalog.store, catalog.names(), window, now.getTime(), req.body),
      };
    },
  );

  app.post(
    '/api/matches',
    {
      schema: {
        summary: 'Prematch matches of the chosen leagues with their featured odds',
        response: { 200: matchesResponse },
        tags,
        body: matchesRequest,
      },
    },
    async (req, reply) => {
      const build = () => ({
        status: true,
        ...matchesCall(catalog, req.body, { now: deps.now(), days: days(req), lang: req.lang }),
      });
      return cached(req, reply, cache.get('matches', req.lang, req.body, build));
    },
  );

  app.post(
    '/api/odds',
    {
      schema: {
        summary: 'Every market of one prematch match',
        response: { 200: oddsResponse },
        tags,
        body: matchRequest,
      },
    },
    async (req) => oddsCall(catalog, req.body.matchId, req.lang),
  );

  const liveContext = async (lang: string) => ({ now: deps.now(), lang, tvIds: await tv.get() });

  const lives3 = new Lives3Cache(catalog);
  app.post(
    '/api/lives3',
    {
      schema: {
        summary: 'Live matches with their featured markets, paged',
        response: { 200: lives3Response },
        tags,
        body: lives3Request,
      },
    },
    async (req, reply) => cached(req, reply, lives3.answer(req.body, await liveContext(req.lang))),
  );

  app.post(
    '/api/liveSports',
    {
      schema: {
        summary: 'Sports with live matches and their counts',
        response: { 200: liveSportsResponse },
        tags,
        body: noFieldsRequest,
      },
    },
    async (req) => {
      const { data } = lives3Rows(catalog, { limit: 1 }, await liveContext(req.lang));
      return { status: 'OK' as const, results: data.sports.map(({ liveCount: _, ...s }) => s) };
    },
  );

  app.post(
    '/api/liveoddsnew',
    {
      schema: {
        summary: 'Every market of one live match',
        response: { 200: liveOddsResponse },
        tags,
        body: liveOddsRequest,
      },
    },
    async (req) => liveOddsCall(catalog, req.body.matchid, await liveContext(req.lang)),
  );

  app.post(
    '/api/liveMatches',
    {
      schema: {
        summary: 'Live state of the given matches',
        response: { 200: liveLookupResponse },
        tags,
        body: liveLookupRequest,
      },
    },
    async (req) => liveLookupCall(catalog, req.body.favorites, await liveContext(req.lang)),
  );

  await registerTvCalls(app, db, catalog, tv, deps.now);

  app.post(
    '/api/matchResults',
    {
      schema: {
        summary: 'Results of decided matches, paged',
        response: { 200: resultsResponse },
        tags,
        body: resultsRequest,
      },
    },
    async (req): Promise<ResultsResponse> => {
      const now = deps.now().getTime();
      const range = callRange(req.body);
      const from = range.from ?? new Date(now - DAY_MS);
      const to = range.to ?? new Date(now + DAY_MS);
      const { rows, total } = await listResults(db, {
        from,
        to,
        ...(req.body.sportId ? { sportId: req.body.sportId } : {}),
        limit: req.body.limit ?? RESULTS_PAGE,
        offset: req.body.order ?? 0,
      });
      return { status: 'OK', results: rows.map((r) => presentResult(r, catalog.names(), req.lang)), total };
    },
  );
}
