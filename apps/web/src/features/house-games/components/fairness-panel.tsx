import type { NextSeeds, RoundProof } from '@bet/domain/api/house-games';
import { clientSeed as clientSeedSchema } from '@bet/domain/api/house-games';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useClientSeed } from '../api/client-seed.ts';
import { HouseError } from '../api/house-call.ts';
import { verifyHref } from '../lib/verify-link.ts';

type FairnessPanelProps = {
  token: string;
  seeds: NextSeeds;
  onSeeds: (seeds: NextSeeds) => void;
  lastProof: RoundProof | null;
  /** No seed change while a round is in play: it would race the round's nonce. */
  locked: boolean;
};

/** A random printable seed for players who want a fresh one without typing it. */
function randomSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Provably fair: the next round's committed seeds, the player's own seed, and the last round revealed. */
export function FairnessPanel({ token, seeds, onSeeds, lastProof, locked }: FairnessPanelProps) {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const change = useClientSeed(token);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChanged(false);
    if (!clientSeedSchema.safeParse(draft).success) {
      setProblem(t('house-games.fairness.badSeed'));
      return;
    }
    setProblem(null);
    change.mutate(draft, {
      onSuccess: (next) => {
        onSeeds(next);
        setDraft('');
        setChanged(true);
      },
      onError: (err) =>
        setProblem(t(`house-games.errors.${err instanceof HouseError ? err.key : 'serviceUnavailable'}`)),
    });
  };

  return (
    <div className="slot-fairness">
      <p className="slot-note">{t('house-games.fairness.intro')}</p>
      <h3 className="slot-subtitle">{t('house-games.fairness.next')}</h3>
      <dl className="slot-facts">
        <dt>{t('house-games.fairness.serverSeedHash')}</dt>
        <dd>
          <code>{seeds.serverSeedHash}</code>
        </dd>
        <dt>{t('house-games.fairness.clientSeed')}</dt>
        <dd>
          <code>{seeds.clientSeed}</code>
        </dd>
        <dt>{t('house-games.fairness.nonce')}</dt>
        <dd>{seeds.nonce}</dd>
      </dl>
      <form className="slot-seed-form" onSubmit={submit} noValidate>
        <label className="slot-label" htmlFor="slot-client-seed">
          {t('house-games.fairness.newSeed')}
        </label>
        <div className="slot-seed-row">
          <input
            id="slot-client-seed"
            className="slot-input"
            value={draft}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'slot-seed-problem' : undefined}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="button" className="slot-button" onClick={() => setDraft(randomSeed())}>
            {t('house-games.fairness.random')}
          </button>
          <button
            type="submit"
            className="slot-button slot-button-strong"
            disabled={locked || change.isPending}
          >
            {t('house-games.fairness.change')}
          </button>
        </div>
        {problem && (
          <p id="slot-seed-problem" className="slot-message slot-message-error" role="alert">
            {problem}
          </p>
        )}
        {changed && (
          <p className="slot-message" role="status">
            {t('house-games.fairness.changed')}
          </p>
        )}
      </form>
      {lastProof && (
        <>
          <h3 className="slot-subtitle">{t('house-games.fairness.last')}</h3>
          <dl className="slot-facts">
            <dt>{t('house-games.fairness.roundId')}</dt>
            <dd>
              <code>{lastProof.roundId}</code>
            </dd>
            <dt>{t('house-games.fairness.serverSeed')}</dt>
            <dd>
              <code>{lastProof.serverSeed}</code>
            </dd>
            <dt>{t('house-games.fairness.serverSeedHash')}</dt>
            <dd>
              <code>{lastProof.serverSeedHash}</code>
            </dd>
            <dt>{t('house-games.fairness.clientSeed')}</dt>
            <dd>
              <code>{lastProof.clientSeed}</code>
            </dd>
            <dt>{t('house-games.fairness.nonce')}</dt>
            <dd>{lastProof.nonce}</dd>
          </dl>
          {/* A new tab: the game itself runs in the casino's overlay frame. */}
          <a
            className="slot-button slot-link"
            href={verifyHref(lang, lastProof)}
            target="_blank"
            rel="noopener"
          >
            {t('house-games.fairness.verify')}
          </a>
        </>
      )}
    </div>
  );
}
