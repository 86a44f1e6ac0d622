import { type FormEvent, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAreas } from '../../../shared/i18n/i18n.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { TitledSection } from '../../../shared/ui/titled-section.tsx';
import { useUser } from '../../session/api/get-user-data.ts';
import { useSiteSettings } from '../../site/use-site-settings.ts';

// The slip's own code form: a code adds its pick to the slip (spec 001 section 5, Short code).
const ShortcodeForm = lazy(() =>
  Promise.all([import('../../betslip/components/shortcode-form.tsx'), loadAreas(['betslip', 'odds'])]).then(
    ([m]) => ({ default: m.ShortcodeForm }),
  ),
);

/**
 * The operator's short-code box on Home, where the site turns operator_login on (spec 000 section 2.4):
 * a visitor who sends a code is asked to sign in first.
 */
export function OperatorCodeBox() {
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
        <Suspense fallback={<Skeleton height={44} />}>
          <ShortcodeForm />
        </Suspense>
      </div>
    </TitledSection>
  );
}
