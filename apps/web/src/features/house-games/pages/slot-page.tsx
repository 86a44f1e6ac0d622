import { slotMachineOf } from '@bet/domain/casino/slot-catalogue';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { HouseError } from '../api/house-call.ts';
import { useSlotSession } from '../api/slot-session.ts';
import { GameNotice } from '../components/game-notice.tsx';
import { SlotGame } from '../components/slot-game.tsx';
import '../components/slot.css';

/**
 * play/:gameCode?token=…: an in-house slot, opened by the casino in its overlay frame. The launch
 * token, not the site's session, names the player; the server says which machine it opens.
 */
export default function SlotPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const token = query.get('token')?.trim() ?? '';
  const session = useSlotSession(token);

  if (!token) return <GameNotice text={t('house-games.errors.sessionExpired')} />;
  if (session.isPending) return <GameNotice pending text={t('house-games.loading')} />;
  if (session.isError) {
    const key = session.error instanceof HouseError ? session.error.key : 'serviceUnavailable';
    return <GameNotice text={t(`house-games.errors.${key}`)} />;
  }
  const machine = slotMachineOf(session.data.gameCode);
  if (!machine) return <GameNotice text={t('house-games.errors.serviceUnavailable')} />;
  return <SlotGame session={session.data} machine={machine} token={token} />;
}
