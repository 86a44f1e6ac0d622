import type { NotificationAudience } from '@bet/domain/api/admin/notifications';
import type { TreeNode } from '@bet/domain/api/admin/users';
import { Button } from '@bet/ui/button.tsx';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Select } from '@bet/ui/select.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useUploadImage } from '../../shared/api/upload-image.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { hasPermission, useMeQuery } from '../../shared/session/me-query.ts';
import { ImageUploadField } from '../../shared/ui/image-upload-field.tsx';
import { ErrorNotice, SuccessNotice } from '../../shared/ui/notice.tsx';
import { SourceField } from '../../shared/ui/source-field.tsx';
import { useSendNotification, useSentNotifications } from './api/notifications.ts';
import { EMPTY_SEND_FORM, type SendFormInput, sendForm } from './send-form.ts';
import { TargetPicker } from './target-picker.tsx';
import './notifications.css';

/** Notifications: send one to the whole site, a dealer's subtree or one user; and what was sent. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const me = useMeQuery().data;
  const sent = useSentNotifications();
  const send = useSendNotification();
  const upload = useUploadImage();
  const [target, setTarget] = useState<TreeNode | null>(null);
  const [missingTarget, setMissingTarget] = useState(false);
  // The whole site is the site's content right; a subtree or one user, one's own subtree.
  const audiences: NotificationAudience[] =
    me && hasPermission(me, 'settings.manage') ? ['user', 'tree', 'site'] : ['user', 'tree'];
  const form = useForm<SendFormInput, unknown, ReturnType<typeof sendForm.parse>>({
    resolver: zodResolver(sendForm),
    defaultValues: EMPTY_SEND_FORM,
  });
  const audience = form.watch('audience');
  const { errors } = form.formState;
  const banner = form.watch('bannerUrl');
  const submit = form.handleSubmit((values) => {
    const targetId = values.audience === 'site' ? undefined : target?.id;
    if (values.audience !== 'site' && targetId === undefined) return setMissingTarget(true);
    send.mutate(
      { ...values, ...(targetId === undefined ? {} : { targetId }) },
      {
        onSuccess: () => {
          form.reset(EMPTY_SEND_FORM);
          setTarget(null);
        },
      },
    );
  });
  const pick = (node: TreeNode) => {
    setTarget(node);
    setMissingTarget(false);
  };
  return (
    <TitledSection titleId="notifications-title" title={t('promos.notifications.nav')} className="page">
      <form className="form notif-form" noValidate onSubmit={submit}>
        <Select
          label={t('promos.notifications.audience')}
          options={audiences.map((value) => ({ value, label: t(`promos.notifications.audiences.${value}`) }))}
          {...form.register('audience', { onChange: () => setTarget(null) })}
        />
        {audience !== 'site' && (
          <TargetPicker dealersOnly={audience === 'tree'} picked={target} onPick={pick} />
        )}
        {missingTarget && <ErrorNotice>{t('promos.notifications.targetRequired')}</ErrorNotice>}
        <TextField
          label={t('promos.fields.title')}
          autoComplete="off"
          error={errors.title ? t('promos.invalid.title') : undefined}
          {...form.register('title')}
        />
        <TextField
          label={t('promos.notifications.banner')}
          hint={t('promos.fields.imageUrlHint')}
          autoComplete="off"
          error={errors.bannerUrl ? t('promos.invalid.imageUrl') : undefined}
          {...form.register('bannerUrl')}
        />
        <ImageUploadField
          label={t('imageUpload.pick')}
          hint={t('imageUpload.hint')}
          upload={upload}
          onUploaded={(url) => form.setValue('bannerUrl', url, { shouldDirty: true, shouldValidate: true })}
          preview={banner && !errors.bannerUrl ? { src: banner, alt: t('promos.fields.preview') } : null}
        />
        <SourceField
          label={t('promos.fields.content')}
          hint={t('promos.fields.contentHint')}
          rows={6}
          {...form.register('content')}
        />
        {send.isSuccess && !form.formState.isDirty ? (
          <SuccessNotice>{t('promos.notifications.sent')}</SuccessNotice>
        ) : null}
        {send.error ? <ErrorNotice>{errorText(send.error, t, 'updateFailed')}</ErrorNotice> : null}
        <div className="form-actions">
          <Button type="submit" loading={send.isPending} disabled={upload.isPending}>
            {t('promos.notifications.send')}
          </Button>
        </div>
      </form>
      <h2 className="notif-sent-title">{t('promos.notifications.history')}</h2>
      {sent.isError ? (
        <LoadFailed onRetry={() => void sent.refetch()} />
      ) : (
        <ul className="notif-sent">
          {sent.data?.notifications.map((n) => (
            <li key={n.id}>
              <strong>{n.title}</strong>
              <span className="muted">
                {' · '}
                {n.audience === 'site'
                  ? t('promos.notifications.audiences.site')
                  : `${t(`promos.notifications.audiences.${n.audience}`)}: ${n.targetName ?? n.targetId}`}
                {' · '}
                {format.dateTime(n.createdAt)}
              </span>
            </li>
          ))}
          {sent.data?.notifications.length === 0 && (
            <li className="muted">{t('promos.notifications.none')}</li>
          )}
        </ul>
      )}
    </TitledSection>
  );
}
