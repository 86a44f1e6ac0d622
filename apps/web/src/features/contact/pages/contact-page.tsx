import { ApiError } from '@bet/api-client/call-api';
import { CONTACT_MESSAGE_MAX, CONTACT_TOP_CATEGORIES } from '@bet/domain/api/contact';
import { Button } from '@bet/ui/button.tsx';
import { Select } from '@bet/ui/select.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
// The site's one bot challenge, shared with registration and login (spec: no second one).
import { useChallenge } from '../../../shared/challenge/challenge.ts';
import { ChallengeWidget } from '../../../shared/challenge/challenge-widget.tsx';
import { useUser } from '../../../shared/session/api/get-user-data.ts';
import { useSendContact } from '../api/send-contact.ts';
import { type ContactValues, contactRules, emptyContact, subCategoriesOf } from './contact-form.ts';
import './contact-page.css';

/** contact (spec 002 §2, §5): e-mail (the player's own when signed in), topic, sub topic and message. */
export default function ContactPage() {
  const { t } = useTranslation();
  const user = useUser();
  const send = useSendContact();
  const challenge = useChallenge('contact');
  const [token, setToken] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const messageId = useId();
  const { register, handleSubmit, watch, setValue, reset, formState } = useForm<ContactValues>({
    defaultValues: emptyContact(user?.email ?? ''),
  });
  const { errors } = formState;
  const subCategories = subCategoriesOf(watch('topcategory'));
  const errorOf = (key: keyof ContactValues) => {
    const message = errors[key]?.message;
    return message ? t(`contact.errors.${message}`) : undefined;
  };
  // A solved challenge is spent by the call that reaches the server: every try needs a new one.
  const newChallenge = () => {
    setToken(null);
    void challenge.refetch();
  };

  const submit = handleSubmit(async (values) => {
    if (!token) return;
    setFailure(null);
    try {
      await send.mutateAsync({ ...values, email: values.email.trim(), token });
      reset(emptyContact(values.email));
      setSent(true);
    } catch (err) {
      setFailure(err instanceof ApiError && err.message ? err.message : t('contact.errors.failed'));
    } finally {
      newChallenge();
    }
  });

  if (sent) {
    return (
      <section className="page contact-page" aria-labelledby="contact-title">
        <h1 className="page-title" id="contact-title">
          {t('contact.title')}
        </h1>
        <p className="contact-sent" role="status">
          {t('contact.updatedSuccessTitle')}
        </p>
        <Button onClick={() => setSent(false)}>{t('contact.another')}</Button>
      </section>
    );
  }
  const topCategory = register('topcategory', { validate: contactRules.topcategory });
  return (
    <section className="page contact-page" aria-labelledby="contact-title">
      <h1 className="page-title" id="contact-title">
        {t('contact.title')}
      </h1>
      <p className="contact-intro">{t('contact.intro')}</p>
      <form className="form" noValidate onSubmit={submit}>
        {failure && (
          <p className="field-error" role="alert">
            {failure}
          </p>
        )}
        <TextField
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          maxLength={100}
          error={errorOf('email')}
          {...register('email', { validate: contactRules.email })}
        />
        <Select
          label={t('contact.topCategory')}
          placeholder={t('contact.choose')}
          options={CONTACT_TOP_CATEGORIES.map((value) => ({ value, label: t(`contact.top.${value}`) }))}
          error={errorOf('topcategory')}
          {...topCategory}
          onChange={(event) => {
            setValue('category', '');
            return topCategory.onChange(event);
          }}
        />
        {subCategories.length > 0 && (
          <Select
            label={t('contact.category')}
            placeholder={t('contact.choose')}
            options={subCategories.map((value) => ({ value, label: t(`contact.sub.${value}`) }))}
            error={errorOf('category')}
            {...register('category', { validate: contactRules.category })}
          />
        )}
        <div className={errors.message ? 'field field-invalid' : 'field'}>
          <label className="field-label" htmlFor={messageId}>
            {t('contact.message')}
          </label>
          <textarea
            id={messageId}
            className="input contact-message"
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX}
            aria-invalid={errors.message ? true : undefined}
            {...register('message', { validate: contactRules.message })}
          />
          {errors.message && (
            <p className="field-error" role="alert">
              {errorOf('message')}
            </p>
          )}
        </div>
        <ChallengeWidget
          challenge={challenge.data}
          failed={challenge.isError}
          onRetry={newChallenge}
          onSolved={setToken}
        />
        <Button type="submit" block loading={send.isPending} disabled={!token}>
          {t('contact.send')}
        </Button>
      </form>
    </section>
  );
}
