import { CONTACT_STATES, type ContactState } from '@bet/domain/api/admin/inbox';
import { Button } from '@bet/ui/button.tsx';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Select } from '@bet/ui/select.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { ErrorNotice, SuccessNotice } from '../../shared/ui/notice.tsx';
import { useContactThread, useReplyContact, useSetContactState } from './api/inbox.ts';
import { TopicLabel } from './topic-label.tsx';

/** One thread: its messages in order (who wrote, when), the reply box and its state. */
export function ThreadView({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const thread = useContactThread(id);
  const reply = useReplyContact();
  const setState = useSetContactState();
  const [draft, setDraft] = useState('');
  const replyId = useId();

  if (thread.isError) return <LoadFailed onRetry={() => void thread.refetch()} />;
  if (!thread.data) return <p className="muted">{t('contact.inbox.loading')}</p>;
  const { thread: head, messages } = thread.data;
  const send = () => {
    if (draft.trim() === '') return;
    reply.mutate({ id, message: draft }, { onSuccess: () => setDraft('') });
  };
  return (
    <TitledSection
      titleId="inbox-thread-title"
      title={t('contact.inbox.threadTitle', { email: head.email })}
      level={2}
      className="inbox-thread"
    >
      <p className="muted">
        <TopicLabel top={head.topCategory} sub={head.category} />
        {head.username && ` · ${head.username}`}
      </p>
      <ol className="inbox-messages">
        {messages.map((message) => (
          <li key={message.id} className={`inbox-message inbox-message-${message.author}`}>
            <p className="inbox-message-meta">
              {message.author === 'staff'
                ? t('contact.inbox.staffWrote', { name: message.staffName ?? '' })
                : t('contact.inbox.playerWrote')}{' '}
              · {format.dateTime(message.createdAt)}
            </p>
            <p className="inbox-message-body">{message.body}</p>
          </li>
        ))}
      </ol>
      <div className="field">
        <label className="field-label" htmlFor={replyId}>
          {t('contact.inbox.reply')}
        </label>
        <textarea
          id={replyId}
          className="textarea"
          rows={5}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
      {reply.isSuccess && draft === '' && <SuccessNotice>{t('contact.inbox.replySent')}</SuccessNotice>}
      {reply.error && <ErrorNotice>{errorText(reply.error, t, 'updateFailed')}</ErrorNotice>}
      {setState.error && <ErrorNotice>{errorText(setState.error, t, 'updateFailed')}</ErrorNotice>}
      <div className="inbox-thread-actions">
        <Button onClick={send} loading={reply.isPending} disabled={draft.trim() === ''}>
          {t('contact.inbox.sendReply')}
        </Button>
        <Select
          className="inbox-state"
          label={t('contact.inbox.state')}
          value={head.state}
          onChange={(event) => setState.mutate({ id, state: event.target.value as ContactState })}
          options={CONTACT_STATES.map((state) => ({
            value: state,
            label: t(`contact.inbox.states.${state}`),
          }))}
        />
        <Button variant="secondary" onClick={onClose}>
          {t('contact.inbox.close')}
        </Button>
      </div>
    </TitledSection>
  );
}
