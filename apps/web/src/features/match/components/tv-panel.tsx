import { Button } from '@bet/ui/button.tsx';
import { TvIcon } from '@bet/ui/icons.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../shared/session/api/get-user-data.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { useTvStream } from '../api/match-api.ts';
import './panels.css';

function TvMessage({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className="md-tv md-tv-message">
      <TvIcon size={32} />
      <p>{text}</p>
      {action}
    </div>
  );
}

/** The match's stream for signed-in players; visitors are asked to sign in. */
export function TvPanel({ matchId }: { matchId: number }) {
  const { t } = useTranslation();
  const user = useUser();
  const openLogin = useUiStore((s) => s.openLogin);
  const stream = useTvStream(matchId, Boolean(user));
  if (!user)
    return (
      <TvMessage
        text={t('match.tv.loginToYourAccount')}
        action={
          <Button size="sm" variant="accent" onClick={() => openLogin()}>
            {t('match.tv.login')}
          </Button>
        }
      />
    );
  if (stream.isPending) return <Skeleton className="md-tv" height="auto" />;
  if (!stream.data) return <TvMessage text={t('match.tv.noStream')} />;
  return (
    <iframe
      className="md-tv"
      src={stream.data}
      title={t('match.tv.title')}
      allow="autoplay; fullscreen; encrypted-media"
      allowFullScreen
    />
  );
}
