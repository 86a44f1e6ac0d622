import { Button } from '@bet/ui/button.tsx';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { ErrorNotice } from '../../shared/ui/notice.tsx';
import { type DomainChange, useChangeDomain } from './api/change-domain.ts';
import { useDomains } from './api/domains.ts';

/** The host names players reach the site by: listed, added and removed (never the last one). */
export function DomainsSection() {
  const { t } = useTranslation();
  const domains = useDomains();
  const change = useChangeDomain();
  const form = useForm<{ domain: string }>({ defaultValues: { domain: '' } });
  const add = form.handleSubmit(({ domain }) =>
    change.mutate({ call: 'addDomain', domain }, { onSuccess: () => form.reset() }),
  );
  const busyWith = (call: DomainChange['call'], domain?: string) =>
    change.isPending &&
    change.variables.call === call &&
    (domain === undefined || change.variables.domain === domain);
  const list = domains.data?.domains ?? [];

  return (
    <section className="card settings-section" aria-labelledby="settings-domains">
      <h2 className="section-title" id="settings-domains">
        {t('settings.sections.domains')}
      </h2>
      {domains.isError ? (
        <LoadFailed onRetry={() => void domains.refetch()} />
      ) : domains.isPending ? (
        <Skeleton width="100%" height="4em" />
      ) : (
        <ul className="settings-domains">
          {list.map((domain) => (
            <li key={domain}>
              <span className="settings-domain">{domain}</span>
              <Button
                variant="ghost"
                size="sm"
                disabled={list.length === 1 || change.isPending}
                loading={busyWith('removeDomain', domain)}
                aria-label={t('settings.domains.removeOne', { domain })}
                onClick={() => change.mutate({ call: 'removeDomain', domain })}
              >
                {t('settings.domains.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="settings-domain-add" noValidate onSubmit={add}>
        <TextField
          label={t('settings.domains.new')}
          hint={t('settings.domains.hint')}
          placeholder="example.com"
          autoComplete="off"
          spellCheck={false}
          {...form.register('domain')}
        />
        <Button type="submit" loading={busyWith('addDomain')}>
          {t('settings.domains.add')}
        </Button>
      </form>
      {change.error ? <ErrorNotice>{errorText(change.error, t, 'updateFailed')}</ErrorNotice> : null}
    </section>
  );
}
