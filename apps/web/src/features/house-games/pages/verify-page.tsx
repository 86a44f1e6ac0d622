import type { RoundProof } from '@bet/domain/api/house-games';
import { slotMachines } from '@bet/domain/casino/slot-catalogue';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HouseError } from '../api/house-call.ts';
import { useRoundProof } from '../api/round-proof.ts';
import { VerifyResult } from '../components/verify-result.tsx';
import { VERIFY_FIELDS, type VerifyField } from '../lib/verify-link.ts';
import { checkRound, type RoundInput, TABLE_GAMES } from '../lib/verify-round.ts';
import '../components/verify.css';

type Fields = Record<VerifyField, string>;

const GAME_CODES = [...Object.keys(slotMachines), ...TABLE_GAMES];
const isTableGame = (code: string) => (TABLE_GAMES as readonly string[]).includes(code);
const TEXT_FIELDS = [
  'serverSeed',
  'serverSeedHash',
  'clientSeed',
  'nonce',
  'stakePerLine',
] as const satisfies readonly VerifyField[];

function toInput(fields: Fields): RoundInput {
  const whole = (text: string) => (/^\d{1,15}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
  return {
    gameCode: fields.game,
    serverSeed: fields.serverSeed.trim(),
    serverSeedHash: fields.serverSeedHash.trim(),
    clientSeed: fields.clientSeed,
    nonce: whole(fields.nonce),
    stakePerLine: whole(fields.stakePerLine),
  };
}

const fieldsOf = (proof: RoundProof): Fields => ({
  game: proof.gameCode,
  serverSeed: proof.serverSeed,
  serverSeedHash: proof.serverSeedHash,
  clientSeed: proof.clientSeed,
  nonce: String(proof.nonce),
  stakePerLine: String(proof.stakePerLine),
});

/**
 * Verify (verify?game=…&serverSeed=…): anyone recomputes an in-house round in the browser with the
 * domain's own code; a seed that does not hash to its commitment is flagged and shows no outcome.
 */
export default function VerifyPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const [fields, setFields] = useState<Fields>(() => {
    const read = Object.fromEntries(VERIFY_FIELDS.map((f) => [f, query.get(f) ?? ''])) as Fields;
    return { ...read, game: GAME_CODES.includes(read.game) ? read.game : (GAME_CODES[0] ?? '') };
  });
  // A link from a game arrives filled in: its verdict shows at once.
  const [checked, setChecked] = useState<RoundInput | null>(() =>
    query.get('serverSeed') ? toInput(fields) : null,
  );
  const [roundId, setRoundId] = useState('');
  const [recorded, setRecorded] = useState<RoundProof | null>(null);
  const proof = useRoundProof();
  const verdict = useRef<HTMLDivElement>(null);
  // A verdict asked for by a button is scrolled to; the one a link arrives with is already on top.
  const reveal = useRef(false);
  useEffect(() => {
    if (!checked || !reveal.current) return;
    reveal.current = false;
    verdict.current?.scrollIntoView?.({ block: 'start' });
  }, [checked]);

  const set = (field: VerifyField, value: string) => setFields((old) => ({ ...old, [field]: value }));
  const verify = (event: FormEvent) => {
    event.preventDefault();
    setChecked(toInput(fields));
    reveal.current = true;
  };
  const load = (event: FormEvent) => {
    event.preventDefault();
    const id = roundId.trim();
    if (!id) return;
    proof.mutate(id, {
      onSuccess: (found) => {
        const filled = fieldsOf(found);
        setFields(filled);
        setRecorded(found);
        setChecked(toInput(filled));
        reveal.current = true;
      },
    });
  };

  return (
    <TitledSection titleId="verify-title" title={t('house-games.verify.title')} className="page verify-page">
      <p className="verify-intro">{t('house-games.verify.intro')}</p>
      {/* First: a link from a game arrives with its verdict on top. */}
      <div ref={verdict} className="verify-verdict-box">
        {checked && <VerifyResult input={checked} check={checkRound(checked)} recorded={recorded} />}
      </div>
      <form className="verify-load" onSubmit={load}>
        <label className="field-label" htmlFor="verify-round-id">
          {t('house-games.verify.roundId')}
        </label>
        <div className="verify-row">
          <input
            id="verify-round-id"
            className="input"
            value={roundId}
            onChange={(event) => setRoundId(event.target.value)}
          />
          <button type="submit" className="button button-secondary" disabled={proof.isPending}>
            {t('house-games.verify.load')}
          </button>
        </div>
        {proof.isError && (
          <p className="field-error" role="alert">
            {t(
              `house-games.errors.${proof.error instanceof HouseError ? proof.error.key : 'serviceUnavailable'}`,
            )}
          </p>
        )}
      </form>
      <form className="verify-form" onSubmit={verify}>
        <div className="field">
          <label className="field-label" htmlFor="verify-game">
            {t('house-games.verify.game')}
          </label>
          <select
            id="verify-game"
            className="input"
            value={fields.game}
            onChange={(e) => set('game', e.target.value)}
          >
            {GAME_CODES.map((code) => (
              <option key={code} value={code}>
                {t(`house-games.games.${code}`)}
              </option>
            ))}
          </select>
        </div>
        {/* A table's round has no stake of its own to recompute a win from. */}
        {TEXT_FIELDS.filter((field) => field !== 'stakePerLine' || !isTableGame(fields.game)).map((field) => (
          <div className="field" key={field}>
            <label className="field-label" htmlFor={`verify-${field}`}>
              {t(`house-games.verify.fields.${field}`)}
            </label>
            <input
              id={`verify-${field}`}
              className="input"
              value={fields[field]}
              inputMode={field === 'nonce' || field === 'stakePerLine' ? 'numeric' : undefined}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => set(field, event.target.value)}
            />
          </div>
        ))}
        <button type="submit" className="button button-primary button-block">
          {t('house-games.verify.check')}
        </button>
      </form>
    </TitledSection>
  );
}
