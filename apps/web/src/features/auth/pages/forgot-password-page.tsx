import { Button } from '@bet/ui/button.tsx';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useNotifyStore } from '../../../shared/stores/notify-store.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthError, AuthFormScreen } from '../components/auth-form-screen.tsx';
import { BirthDateFields } from '../components/birth-date-fields.tsx';
import { VerbatimField } from '../components/verbatim-field.tsx';
import { errorMessage } from '../utils/error-message.ts';
import {
  birthYears,
  filtered,
  filterLoginUsername,
  invalidMarks,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../utils/form-helpers.ts';
import '../components/auth.css';

type ForgotValues = { username: string; day: string; month: string; year: string };

// Spec 000 section 5: birth years from 90 years ago to 18 years ago.
const YOUNGEST = 18;
const OLDEST = 90;

/** ForgotPassword: username and birth date; the server mails a reset link (spec 000 section 2.6). */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { lang = 'tr' } = useParams();
  const navigate = useNavigate();
  const notify = useNotifyStore((s) => s.notify);
  const request = useForgotPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const years = useMemo(() => birthYears(new Date(), YOUNGEST, OLDEST), []);
  const { register, handleSubmit, formState } = useForm<ForgotValues>({
    defaultValues: { username: '', day: '', month: '', year: '' },
  });
  const { errors } = formState;
  const required = { required: 'allInputEnter' };
  const username = filtered(
    register('username', {
      ...required,
      minLength: { value: USERNAME_MIN, message: 'userNameLength' },
      maxLength: { value: USERNAME_MAX, message: 'userNameLength' },
    }),
    filterLoginUsername,
  );

  const submit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      const answer = await request.mutateAsync({
        username: v.username,
        birthDateDay: Number(v.day),
        birthDateMonth: Number(v.month),
        birthDateYear: Number(v.year),
      });
      notify(1, answer.msg);
      void navigate(`/${lang}/`);
    } catch (err) {
      setFailure(errorMessage(err, t));
    }
  });

  // Every empty field is marked, and one message says what is missing (allInputEnter).
  const missing = [errors.username, errors.day, errors.month, errors.year].some(
    (e) => e?.message === 'allInputEnter',
  );
  const usernameError =
    errors.username?.message === 'userNameLength'
      ? t('auth.errors.userNameLength', { min: USERNAME_MIN, max: USERNAME_MAX })
      : undefined;
  return (
    <AuthFormScreen title={t('auth.forgot.title')} intro={t('auth.forgot.intro')}>
      <form className="form" noValidate onSubmit={submit}>
        <AuthError message={missing ? t('auth.errors.allInputEnter') : failure} />
        <VerbatimField
          label={t('auth.login.username')}
          autoComplete="username"
          maxLength={USERNAME_MAX}
          required
          {...invalidMarks(!!errors.username, usernameError)}
          {...username}
        />
        <BirthDateFields
          day={register('day', required)}
          month={register('month', required)}
          year={register('year', required)}
          years={years}
          invalid={{ day: !!errors.day, month: !!errors.month, year: !!errors.year }}
        />
        <Button type="submit" block loading={request.isPending}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
      <Link className="auth-link auth-back" to={`/${lang}/`}>
        {t('auth.home')}
      </Link>
    </AuthFormScreen>
  );
}
