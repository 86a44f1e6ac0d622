import { LIVE_TOPIC, type MatchDelta, matchTopic } from '@bet/domain/sportsbook/live-protocol';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { encode } from './codec.ts';
import { SLOW_CONSUMER_CLOSE_CODE } from './hub.ts';
import { connectLive, type LiveClient, listenForSockets } from './test-client.ts';

const delta = (id: number, v: number, oddsCount = 2): MatchDelta => ({
  t: 'match',
  id,
  v,
  odds: Array.from({ length: oddsCount }, (_, i) => [1, '', String(i + 1), 1500 + i, 1, 0]),
});

describe('the live socket at /ws', () => {
  const server = useTestApp('pglite');
  let url = '';
  const clients: LiveClient[] = [];
  const connect = async () => {
    const client = await connectLive(url);
    clients.push(client);
    return client;
  };
  const hub = () => server.app.realtime.hub;

  beforeAll(async () => {
    url = await listenForSockets(server.app);
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
  });

  it('delivers the frames of a subscribed topic, decoded, until it is unsubscribed', async () => {
    const client = await connect();
    client.send({ op: 'sub', topics: [matchTopic(7), matchTopic(8)] });
    await client.roundTrip();

    hub().publish([matchTopic(7)], delta(7, 1));
    hub().publish([matchTopic(9)], delta(9, 1));
    hub().publish([matchTopic(8)], delta(8, 1));
    expect(await client.next()).toEqual(delta(7, 1));
    expect(await client.next()).toEqual(delta(8, 1));

    client.send({ op: 'unsub', topics: [matchTopic(7)] });
    await client.roundTrip();
    hub().publish([matchTopic(7)], delta(7, 2));
    hub().publish([matchTopic(8)], delta(8, 2));
    expect(await client.next()).toEqual(delta(8, 2));
    expect(hub().subscribers(matchTopic(7))).toBe(0);
  });

  it('sends a frame published to several topics once to a socket watching more than one of them', async () => {
    const both = await connect();
    const liveOnly = await connect();
    both.send({ op: 'sub', topics: [LIVE_TOPIC, matchTopic(5)] });
    liveOnly.send({ op: 'sub', topics: [LIVE_TOPIC] });
    await both.roundTrip();
    await liveOnly.roundTrip();

    expect(hub().publish([LIVE_TOPIC, matchTopic(5)], delta(5, 3))).toBe(2);
    hub().publish([matchTopic(5)], delta(5, 4));
    expect(await both.next()).toEqual(delta(5, 3));
    expect(await both.next()).toEqual(delta(5, 4));
    expect(await liveOnly.next()).toEqual(delta(5, 3));
    await both.roundTrip();
    await liveOnly.roundTrip();
  });

  it('answers bad frames with badFrame and keeps the socket usable', async () => {
    const client = await connect();
    const badFrames = [
      Buffer.from([0xc1]), // a byte MessagePack never uses
      encode({ op: 'subscribe', topics: [LIVE_TOPIC] }),
      encode({ op: 'sub', topics: ['m:abc'] }),
      encode({ op: 'sub', topics: [`m:${'9'.repeat(13)}`] }),
      encode({ op: 'sub', topics: LIVE_TOPIC }),
      encode(42),
    ];
    for (const frame of badFrames) client.socket.send(frame);
    client.socket.send(JSON.stringify({ op: 'ping' }));
    for (let i = 0; i < badFrames.length + 1; i++)
      expect(await client.next()).toEqual({ t: 'error', key: 'badFrame' });

    client.send({ op: 'sub', topics: [matchTopic(11)] });
    await client.roundTrip();
    hub().publish([matchTopic(11)], delta(11, 1));
    expect(await client.next()).toEqual(delta(11, 1));
  });

  it('refuses more than 2,000 topics on one socket', async () => {
    const client = await connect();
    const topics = (from: number) => Array.from({ length: 1_500 }, (_, i) => matchTopic(from + i));
    client.send({ op: 'sub', topics: topics(1) });
    client.send({ op: 'sub', topics: topics(10_001) });
    expect(await client.next()).toEqual({ t: 'error', key: 'tooManyTopics' });
    await client.roundTrip();
    expect(hub().subscribers(matchTopic(1))).toBe(1);
    expect(hub().subscribers(matchTopic(10_001))).toBe(0);
  });

  it('closes a frame larger than 64 KB with "message too big"', async () => {
    const client = await connect();
    client.socket.send(Buffer.alloc(65 * 1024));
    expect(await client.closed).toBe(1009);
  });

  it('drops a consumer that stops reading with 1013 and keeps serving the others', async () => {
    const slow = await connect();
    const fast = await connect();
    for (const client of [slow, fast]) {
      client.send({ op: 'sub', topics: [LIVE_TOPIC] });
      await client.roundTrip();
    }
    const before = hub().stats();
    slow.socket.pause();

    let published = 0;
    // Kernel buffers take the first megabytes; then the server's queue for the slow socket grows.
    while (hub().stats().dropped === before.dropped && published < 10_000) {
      hub().publish([LIVE_TOPIC], delta(1, ++published, 1_000));
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(hub().stats()).toEqual({ ...before, sockets: before.sockets - 1, dropped: before.dropped + 1 });
    expect(hub().subscribers(LIVE_TOPIC)).toBe(1);

    slow.socket.resume();
    expect(await slow.closed).toBe(SLOW_CONSUMER_CLOSE_CODE);
    hub().publish([LIVE_TOPIC], delta(1, published + 1));
    for (let v = 1; v <= published; v++) expect((await fast.next()) as MatchDelta).toMatchObject({ v });
    expect(await fast.next()).toEqual(delta(1, published + 1));
  });
});
