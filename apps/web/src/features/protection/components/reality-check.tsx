import { Button } from '@bet/ui/button.tsx';
import { Dialog } from '@bet/ui/dialog.tsx';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAreas } from '../../../shared/i18n/i18n.ts';
import { useUser } from '../../../shared/session/api/get-user-data.ts';
import { useLogout } from '../../../shared/session/api/logout.ts';
import { protectionQuery } from '../api/protection.ts';

const MINUTE = 60_000;

/**
 * The reality check the player asked for: every N minutes of a visit, how long they have been signed
 * in, with the choice to go on or to log out.
 */
export function RealityCheck() {
  const { t } = useTranslation();
  const user = useUser();
  const protection = useQuery({ ...protectionQuery, staleTime: 5 * MINUTE });
  const logout = useLogout();
  const minutes = protection.data?.limits.find((limit) => limit.kind === 'reality_minutes')?.value ?? null;
  const [since, setSince] = useState(() => Date.now());
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (!minutes) return;
    void loadAreas(['protection']);
    const timer = setTimeout(() => setDue(true), Math.max(0, since + minutes * MINUTE - Date.now()));
    return () => clearTimeout(timer);
  }, [minutes, since]);

  if (!due || !minutes) return null;
  const loginAt = user?.loginTime ? Date.parse(user.loginTime) : Number.NaN;
  const played = Math.round((Date.now() - (Number.isNaN(loginAt) ? since : loginAt)) / MINUTE);
  const goOn = () => {
    setDue(false);
    setSince(Date.now());
  };
  return (
    <Dialog
      open
      dismissible={false}
      onClose={goOn}
      title={t('protection.realityTitle')}
      actions={
        <>
          <Button variant="secondary" onClick={() => logout.mutate()}>
            {t('protection.realityLogout')}
          </Button>
          <Button onClick={goOn}>{t('protection.realityContinue')}</Button>
        </>
      }
    >
      <p>{t('protection.realityBody', { minutes: played })}</p>
    </Dialog>
  );
}
