import { TextField } from '@bet/ui/text-field.tsx';
import { useTranslation } from 'react-i18next';
import type { OpenGames } from './open-games.ts';
import { useTypedSearch } from './typed-search.ts';

/** The search over the open company's games, by a part of their code or name. */
export function GameSearch({ games }: { games: OpenGames }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useTypedSearch(games.list.filters.q, games.search);
  return (
    <TextField
      type="search"
      label={t('casinoProviders.searchGames')}
      hint={t('casinoProviders.searchGamesHint')}
      autoComplete="off"
      spellCheck={false}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
    />
  );
}
