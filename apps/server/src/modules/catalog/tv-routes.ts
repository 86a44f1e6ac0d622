// The TV calls: a match's stream for a signed-in player, the matches that have one, and the
// platform staff's call that sets it.
import { okAnswer } from '@bet/domain/api/common';
import { tvListResponse, tvResponse } from '@bet/domain/api/sportsbook';
import { matchRequest, noFieldsRequest } from '@bet/domain/api/sportsbook-requests';
import { actorOf } from '../../authz/actor.ts';
import type { CachedValue } from '../../db/cached-value.ts';
import type { Executor } from '../../db/client.ts';
import type { AppInstance } from '../../http/app-instance.ts';
import { notFound } from '../../http/errors.ts';
import { tvStreamBody } from './call-schemas.ts';
import type { Catalog } from './catalog-service.ts';
import { tvStreamOf } from './tv-repo.ts';
import { setMatchTvStream } from './tv-streams.ts';

/** `tv` holds the ids of the matches with a stream, shared with the live lists. */
export async function registerTvCalls(
  app: AppInstance,
  db: Executor,
  catalog: Catalog,
  tv: CachedValue<Set<number>>,
  now: () => Date,
): Promise<void> {
  const tags = ['sportsbook'];

  app.post(
    '/api/tv',
    {
      schema: {
        summary: 'Stream address of a match (signed in)',
        response: { 200: tvResponse },
        tags,
        body: matchRequest,
      },
    },
    async (req) => {
      const url = await tvStreamOf(db, req.body.matchId);
      if (!url) throw notFound('noTvStream');
      return { status: true as const, videoId: url };
    },
  );

  app.post(
    '/api/tvList',
    {
      schema: {
        summary: 'Matches that have a TV stream',
        response: { 200: tvListResponse },
        tags,
        body: noFieldsRequest,
      },
    },
    async () => ({
      status: true as const,
      data: { matchIds: [...(await tv.get())].filter((id) => catalog.store.get(id)) },
    }),
  );

  app.post(
    '/api/admin/tvStream',
    {
      schema: {
        summary: 'Set or remove the TV stream of a match (platform staff)',
        response: { 200: okAnswer },
        tags: [...tags, 'admin'],
        body: tvStreamBody,
      },
      config: { access: 'match.setTvStream' },
    },
    async (req) => {
      await setMatchTvStream(db, actorOf(req), req.body, now());
      tv.invalidate();
      return { status: true as const };
    },
  );
}
