import { Skeleton } from '@bet/ui/skeleton.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { type FormEvent, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../shared/session/api/get-user-data.ts';
import { useSiteSettings } from '../../../shared/site/use-site-settings.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';

/**
 * The operator's short-code box on Home, where the site turns operator_login on (spec 000 section 2.4),
 * around the slip's code form: a visitor who sends a code is asked to sign in first.
 */
export function OperatorCodeBox({ form }: { form: ReactNode }) {
  const { t } = useTranslation();
  const user = useUser();
  const settings = useSiteSettings();
  const openLogin = useUiStore((s) => s.openLogin);
  if (settings.operator_login !== 1) return null;
  // Runs before the form's own submit: a visitor's code goes nowhere until they sign in.
  const signInFirst = (event: FormEvent) => {
    if (user) return;
    event.preventDefault();
    event.stopPropagation();
    openLogin();
  };
  return (
    <TitledSection
      titleId="home-code-title"
      title={t('home.operatorCode.title')}
      level={2}
      className="card home-code"
    >
      <div onSubmitCapture={signInFirst}>
        <Suspense fallback={<Skeleton height={44} />}>{form}</Suspense>
      </div>
    </TitledSection>
  );
}
