import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalOf } from '../hooks/use-live-table.ts';
import { GameNotice } from './game-notice.tsx';

type TableGateProps<T> = {
  token: string;
  query: UseQueryResult<T>;
  children: (table: T) => ReactNode;
};

/** A live table once its first answer is in; before it, that it is opening or why it cannot open. */
export function TableGate<T>({ token, query, children }: TableGateProps<T>) {
  const { t } = useTranslation();
  if (!token) return <GameNotice text={t('house-games.errors.sessionExpired')} />;
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <GameNotice text={t(`house-games.errors.${refusalOf(query.error)}`)} />;
  return <GameNotice pending text={t('house-games.loading')} />;
}
