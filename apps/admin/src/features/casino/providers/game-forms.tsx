import type { AddCasinoGamesAnswer, CasinoCompanyRow } from '@bet/domain/api/admin/casino-providers';
import { Button } from '@bet/ui/button.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice, SuccessNotice } from '../../../shared/ui/notice.tsx';
import { SourceField } from '../../../shared/ui/source-field.tsx';
import { useAddGames } from '../api/casino-providers.ts';
import { AddFoot } from './add-foot.tsx';
import { parseGameList } from './game-list.ts';
import { LAUNCH_PLACEHOLDERS } from './launch-placeholders.ts';

/** One game typed in; a code the company already has is said so, and the form stays open. */
export function GameForm({ company, onClose }: { company: CasinoCompanyRow; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddGames();
  const [title, setTitle] = useState('');
  const [gameCode, setGameCode] = useState('');
  const [overlay, setOverlay] = useState(false);
  const [taken, setTaken] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTaken(null);
    const game = { title: title.trim(), gameCode: gameCode.trim(), overlay };
    add.mutate(
      { companyId: company.id, games: [game] },
      { onSuccess: (answer) => (answer.added > 0 ? onClose() : setTaken(game.gameCode)) },
    );
  };
  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField
        label={t('casinoProviders.gameTitle')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <TextField
        label={t('casinoProviders.gameCode')}
        value={gameCode}
        autoCapitalize="none"
        spellCheck={false}
        onChange={(event) => setGameCode(event.target.value)}
        hint={t('casinoProviders.gameCodeHint', LAUNCH_PLACEHOLDERS)}
      />
      <label className="choice">
        <input type="checkbox" checked={overlay} onChange={(event) => setOverlay(event.target.checked)} />
        <span>{t('casinoProviders.overlay')}</span>
      </label>
      <p className="muted">{t('casinoProviders.unlistedHint')}</p>
      {taken && <ErrorNotice>{t('casinoProviders.codeTaken', { code: taken })}</ErrorNotice>}
      <AddFoot adding={add} label={t('casinoProviders.addGame')} onClose={onClose} />
    </form>
  );
}

/** A pasted list of games: lines it cannot read are named before anything is sent. */
export function GameListForm({ company, onClose }: { company: CasinoCompanyRow; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddGames();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<AddCasinoGamesAnswer | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { games, badLines, tooMany } = parseGameList(text);
    if (badLines.length > 0) return setProblem(t('casinoProviders.badLines', { lines: badLines.join(', ') }));
    if (tooMany) return setProblem(t('casinoProviders.tooMany', { count: games.length }));
    if (games.length === 0) return setProblem(t('casinoProviders.emptyList'));
    setProblem(null);
    add.mutate({ companyId: company.id, games }, { onSuccess: setDone });
  };
  if (done)
    return (
      <div className="form">
        <SuccessNotice>
          {t('casinoProviders.imported', { added: done.added, existing: done.existing.length })}
        </SuccessNotice>
        {done.existing.length > 0 && (
          <p className="muted provider-existing">
            {t('casinoProviders.existingCodes', { codes: done.existing.join(', ') })}
          </p>
        )}
        <div className="form-actions">
          <Button onClick={onClose}>{t('common.close')}</Button>
        </div>
      </div>
    );
  return (
    <form className="form" noValidate onSubmit={submit}>
      <SourceField
        label={t('casinoProviders.gameList')}
        rows={10}
        value={text}
        onChange={(event) => setText(event.target.value)}
        hint={t('casinoProviders.gameListHint')}
      />
      <p className="muted">{t('casinoProviders.unlistedHint')}</p>
      {problem && <ErrorNotice>{problem}</ErrorNotice>}
      <AddFoot adding={add} label={t('casinoProviders.import')} onClose={onClose} />
    </form>
  );
}
