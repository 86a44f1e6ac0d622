import type { PowChallenge } from '@bet/domain/api/account';
import type { AltchaWidgetElement } from 'altcha';
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './challenge.css';

type WidgetState = 'unverified' | 'verifying' | 'verified' | 'error' | 'expired' | 'code';

type ChallengeWidgetProps = {
  challenge: PowChallenge | undefined;
  /** The challenge could not be fetched. */
  failed: boolean;
  onRetry: () => void;
  /** The solution to send as securityCode, or null while there is none. */
  onSolved: (securityCode: string | null) => void;
  error?: string | undefined;
};

// The widget and its solver load only where a challenge is shown.
let widgetCode: Promise<unknown> | undefined;
const loadWidget = () => {
  widgetCode ??= import('altcha');
  return widgetCode;
};

const WIDGET_TEXTS = [
  'label',
  'verifying',
  'verified',
  'error',
  'expired',
  'loading',
  'reload',
  'verify',
  'verificationRequired',
  'waitAlert',
] as const;

/** The proof-of-work check: the browser solves it by itself, and the state is announced as it changes. */
export function ChallengeWidget({ challenge, failed, onRetry, onSolved, error }: ChallengeWidgetProps) {
  const { t, i18n } = useTranslation();
  const ref = useRef<AltchaWidgetElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [state, setState] = useState<WidgetState>('unverified');
  const solved = useRef(onSolved);
  solved.current = onSolved;
  const language = i18n.language;

  useEffect(() => {
    let live = true;
    void loadWidget().then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);

  // The widget's words come from our catalogue, in the page's language.
  useEffect(() => {
    if (!loaded) return;
    const texts = Object.fromEntries(WIDGET_TEXTS.map((key) => [key, t(`auth.challenge.${key}`)]));
    const base = globalThis.$altcha.i18n.get('en') ?? {};
    globalThis.$altcha.i18n.set(language, { ...base, ...texts });
  }, [loaded, language, t]);

  useEffect(() => {
    const widget = ref.current;
    if (!loaded || !widget) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: WidgetState; payload: string | null }>).detail;
      setState(detail.state);
      solved.current(detail.state === 'verified' ? detail.payload : null);
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, [loaded]);

  // Each new challenge is solved at once.
  useEffect(() => {
    const widget = ref.current;
    if (!loaded || !widget || !challenge) return;
    let live = true;
    // configure() is typed as a promise but may return nothing: wrap it so either works.
    void Promise.resolve(widget.configure({ challenge, language, hideFooter: true, auto: 'off' })).then(
      () => {
        if (!live) return;
        widget.reset();
        void widget.verify();
      },
    );
    return () => {
      live = false;
    };
  }, [loaded, challenge, language]);

  const announced =
    state === 'verifying' || state === 'verified' || state === 'error' || state === 'expired'
      ? t(`auth.challenge.${state}`)
      : '';
  return (
    <div className="challenge">
      {failed ? (
        <p className="challenge-failed field-error">
          {t('auth.challenge.failed')}{' '}
          <button type="button" className="challenge-retry" onClick={onRetry}>
            {t('auth.challenge.retry')}
          </button>
        </p>
      ) : (
        <altcha-widget ref={ref} language={language} />
      )}
      <p className="visually-hidden" role="status">
        {announced}
      </p>
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}
