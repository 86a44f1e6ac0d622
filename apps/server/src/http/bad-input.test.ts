import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds } from '../test/databases.ts';
import { buildUser } from '../test/factories.ts';
import { databaseFingerprint } from '../test/fingerprint.ts';
import { signIn } from '../test/session.ts';
import { useTestApp } from '../test/test-app.ts';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
};
type Operation = {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { name: string; in: string }[];
};
type Case = { label: string; method: 'POST' | 'GET'; url: string; payload?: string };

const HUGE = 'a'.repeat(100_000);
// Values no field of ours accepts: a lone surrogate, a NUL, a control character.
const ODD_UNICODE = ['\ud800', 'ab\u0000cd', 'x\u001by'];

function wrongValues(schema: JsonSchema): unknown[] {
  const types = new Set([schema.type, ...(schema.anyOf ?? []).map((s) => s.type)].flat().filter(Boolean));
  const values: unknown[] = [{ nested: { deep: [1, 2, 3] } }];
  if (!types.has('string')) values.push('not-of-this-type');
  if (types.has('string')) values.push(HUGE, ...ODD_UNICODE);
  if (!types.has('number') && !types.has('integer')) values.push(12345);
  else values.push(Number.MAX_SAFE_INTEGER * 4, -1e308);
  if (!types.has('array')) values.push([1, 'two']);
  return values;
}

/** Malformed payloads for every call the OpenAPI document lists. */
function casesFor(paths: Record<string, Record<string, Operation>>): Case[] {
  const cases: Case[] = [];
  for (const [url, operations] of Object.entries(paths)) {
    if (!url.startsWith('/api/')) continue;
    for (const [method, op] of Object.entries(operations)) {
      if (method === 'get') {
        for (const p of op.parameters ?? []) {
          if (p.in !== 'query') continue;
          // Invalid UTF-8 in a query reaches a handler as its literal ASCII text, so only controls are sent.
          for (const bad of ['a'.repeat(5000), '%00', '%1B', 'a%7Fb']) {
            cases.push({
              label: `${url}?${p.name}=${bad.slice(0, 12)}`,
              method: 'GET',
              url: `${url}?${p.name}=${bad}`,
            });
          }
        }
        continue;
      }
      if (method !== 'post') continue;
      const schema = op.requestBody?.content?.['application/json']?.schema ?? {};
      const post = (label: string, payload: string) =>
        cases.push({ label: `${url} ${label}`, method: 'POST', url, payload });
      post('not json', '{"userName": ');
      post('array body', '[1,2]');
      post('string body', '"hello"');
      post('unknown field', JSON.stringify({ surpriseField: 1 }));
      post('oversized body', JSON.stringify({ lang: 'a'.repeat(300_000) }));
      if (schema.required?.length) post('missing required fields', '{}');
      for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
        for (const value of wrongValues(fieldSchema)) {
          post(`${field}=${JSON.stringify(value).slice(0, 20)}`, JSON.stringify({ [field]: value }));
        }
      }
    }
  }
  return cases;
}

describe.each(testDatabaseKinds)('bad input on %s', (kind) => {
  const t = useTestApp(kind, {
    rateLimits: { loginPerMinute: 1_000_000, registerPer10Minutes: 1_000_000 },
  });
  let token: string;

  beforeAll(async () => {
    const player = await buildUser(t.database.db, { role: 'player', username: 'fuzzplayer' });
    token = await signIn(t.app, player.username, player.password);
  });

  // The calls grow with the product: the cases run in parts, so each part stays well inside a test's time.
  const PARTS = 6;
  it.each(Array.from({ length: PARTS }, (_, part) => part))(
    'answers every malformed payload to every call with a 4xx and changes nothing (part %i)',
    async (part) => {
      const paths = (t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
      const all = casesFor(paths);
      expect(all.length).toBeGreaterThan(200);
      const cases = all.filter((_, i) => i % PARTS === part);
      const before = await databaseFingerprint(t.database);
      const failures: string[] = [];
      for (const c of cases) {
        for (const auth of [undefined, `Bearer ${token}`]) {
          const res = await t.app.inject({
            method: c.method,
            url: c.url,
            headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
            ...(c.payload !== undefined ? { payload: c.payload } : {}),
          });
          const body = res.json();
          const ok =
            res.statusCode >= 400 && res.statusCode < 500 && body.status === false && body.key && body.msg;
          if (!ok)
            failures.push(
              `${c.label} (${auth ? 'signed in' : 'visitor'}): ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
        }
      }
      expect(failures).toEqual([]);
      expect(await databaseFingerprint(t.database)).toEqual(before);
    },
  );
});

// Keeps the helper honest: a real write does show in the fingerprint.
describe('databaseFingerprint', () => {
  it('changes when a row changes', async () => {
    const database = await createTestDatabase('pglite');
    const before = await databaseFingerprint(database);
    await buildUser(database.db, { role: 'player', username: 'someone1' });
    expect(await databaseFingerprint(database)).not.toEqual(before);
    await database.close();
  });
});
