import { CONTACT_STATES, type ContactState, type ContactThreadRow } from '@bet/domain/api/admin/inbox';
import { Button } from '@bet/ui/button.tsx';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Pager } from '@bet/ui/pager.tsx';
import { Select } from '@bet/ui/select.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { useContactThreads } from './api/inbox.ts';
import { ThreadView } from './thread-view.tsx';
import { TopicLabel } from './topic-label.tsx';
import './inbox.css';

const PAGE_SIZE = 50;
const COLUMNS = ['lastMessageAt', 'from', 'topic', 'message', 'state'] as const;

const isState = (value: string | null): value is ContactState =>
  (CONTACT_STATES as readonly (string | null)[]).includes(value);

function ThreadRow({ row, onOpen }: { row: ContactThreadRow; onOpen: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <tr>
      <td>{format.dateTime(row.lastMessageAt)}</td>
      <td>
        <button type="button" className="inbox-open" onClick={onOpen}>
          {row.email}
        </button>
        {row.username && <span className="muted"> · {row.username}</span>}
      </td>
      <td>
        <TopicLabel top={row.topCategory} sub={row.category} />
      </td>
      <td className="inbox-preview">{row.preview}</td>
      <td>
        {t(`contact.inbox.states.${row.state}`)}
        <span className="muted"> · {t('contact.inbox.messages', { count: row.messageCount })}</span>
      </td>
    </tr>
  );
}

/** Inbox: the players' contact messages (filters and the open thread in the address), answered by e-mail. */
export function InboxPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = params.get('state');
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const open = Number(params.get('thread')) || null;
  const [search, setSearch] = useState(q);
  const threads = useContactThreads({
    page,
    pageSize: PAGE_SIZE,
    ...(isState(state) ? { state } : {}),
    ...(q ? { q } : {}),
  });
  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });
  return (
    <TitledSection titleId="inbox-title" title={t('contact.inbox.nav')} className="page">
      <form
        className="inbox-filters"
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: search.trim(), page: null });
        }}
      >
        <Select
          label={t('contact.inbox.state')}
          value={isState(state) ? state : ''}
          placeholder={t('contact.inbox.allStates')}
          onChange={(event) => update({ state: event.target.value, page: null })}
          options={CONTACT_STATES.map((value) => ({ value, label: t(`contact.inbox.states.${value}`) }))}
        />
        <TextField
          label={t('contact.inbox.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('contact.inbox.find')}
        </Button>
      </form>
      {threads.isError ? (
        <LoadFailed onRetry={() => void threads.refetch()} />
      ) : (
        <div className="inbox-scroll">
          <table className="inbox-table">
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {t(`contact.inbox.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {threads.data?.rows.map((row) => (
                <ThreadRow key={row.id} row={row} onOpen={() => update({ thread: String(row.id) })} />
              ))}
            </tbody>
          </table>
          {threads.data?.rows.length === 0 && <p className="muted">{t('contact.inbox.none')}</p>}
        </div>
      )}
      <Pager
        page={page}
        pageSize={PAGE_SIZE}
        total={threads.data?.total ?? 0}
        onChange={(next) => update({ page: String(next) })}
      />
      {open && <ThreadView key={open} id={open} onClose={() => update({ thread: null })} />}
    </TitledSection>
  );
}
