import type { UserDetail } from '@bet/domain/api/admin/user-edit';
import { isDealerKind } from '@bet/domain/authz/roles';
import { EmptyState } from '@bet/ui/empty-state.tsx';
import { ArrowBackIcon } from '@bet/ui/shell-icons.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { Tabs, tabPanelProps } from '@bet/ui/tabs.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ListError } from '../../../shared/data-table/data-table-parts.tsx';
import { choiceFilter, idFilter } from '../../../shared/data-table/filter-values.ts';
import { hasPermission, useStaff } from '../../../shared/session/me-query.ts';
import { useUserRecord } from './api/user-record.ts';
import { LimitsForm } from './limits-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProductsForm } from './products-form.tsx';
import { ProfileForm } from './profile-form.tsx';
import { SignInsTable } from './sign-ins-table.tsx';
import { TransactionsTable } from './transactions-table.tsx';
import { UserSummary } from './user-summary.tsx';
import './user-record.css';

const TABS = [
  'profile',
  'products',
  'limits',
  'casino',
  'protection',
  'password',
  'transactions',
  'signIns',
  'coupons',
] as const;
type RecordTab = (typeof TABS)[number];

type UserPageProps = {
  /** The user's coupons, as the coupon list shows them (wired in by the app). */
  renderCoupons?: (username: string) => ReactNode;
  /** A dealer's casino limit (wired in by the app); editable as the rest of the record. */
  renderCasinoLimit?: (user: UserDetail, editable: boolean) => ReactNode;
  /** A player's own limits and exclusion, read-only (wired in by the app). */
  renderProtection?: (user: UserDetail) => ReactNode;
  /** The user's deposit and withdrawal block, under its limits for staff who run payments (wired in by the app). */
  renderTransferBlock?: (user: UserDetail) => ReactNode;
};

/** One user's record at /users/:id: sections in tabs, editable with users.manage, else read-only. */
export function UserPage(props: UserPageProps) {
  const { t } = useTranslation();
  const userId = idFilter(useParams().id ?? '');
  if (userId === undefined) return <EmptyState title={t('messages.pageNotFound')} />;
  return <UserRecord key={userId} userId={userId} {...props} />;
}

function UserRecord({
  userId,
  renderCoupons,
  renderCasinoLimit,
  renderProtection,
  renderTransferBlock,
}: UserPageProps & { userId: number }) {
  const { t } = useTranslation();
  const me = useStaff();
  const record = useUserRecord(userId);
  const [params, setParams] = useSearchParams();
  const user = record.data?.user;
  // Nobody changes their own record here, and the server takes changes only with users.manage.
  const editable = hasPermission(me, 'users.manage') && userId !== me.userId;
  const shown: readonly RecordTab[] = TABS.filter(
    (tab) =>
      (tab !== 'password' || editable) &&
      (tab !== 'coupons' || (renderCoupons !== undefined && hasPermission(me, 'coupons.view'))) &&
      (tab !== 'casino' ||
        (renderCasinoLimit !== undefined && user !== undefined && isDealerKind(user.role))) &&
      (tab !== 'protection' ||
        (renderProtection !== undefined && user !== undefined && user.role === 'player')),
  );
  const tab = choiceFilter(shown, params.get('tab') ?? '') ?? 'profile';
  const title = user ? user.username : t('users.record.loading');

  return (
    <TitledSection titleId="user-title" title={title} className="page user-record">
      <Link to="/users" className="back-link">
        <ArrowBackIcon size={18} />
        {t('users.record.back')}
      </Link>
      {record.isError ? (
        <ListError error={record.error} onRetry={() => void record.refetch()} />
      ) : !user ? (
        <Skeleton lines={4} height={28} />
      ) : (
        <>
          <UserSummary user={user} />
          {!editable && <p className="muted form-lead">{t('users.record.readOnly')}</p>}
          <Tabs
            items={shown.map((id) => ({ id, label: t(`users.record.tabs.${id}`) }))}
            value={tab}
            // Another tab starts afresh: the list parameters of the one left go with it.
            onChange={(next) => setParams(next === 'profile' ? {} : { tab: next })}
            label={t('users.record.sections')}
            idPrefix="user"
          />
          <div className="record-panel" {...tabPanelProps('user', tab)}>
            {tab === 'profile' && <ProfileForm user={user} editable={editable} />}
            {tab === 'products' && <ProductsForm user={user} editable={editable} />}
            {tab === 'limits' && <LimitsForm user={user} editable={editable} />}
            {tab === 'limits' && hasPermission(me, 'payments.manage') && renderTransferBlock?.(user)}
            {tab === 'password' && <PasswordForm userId={user.id} />}
            {tab === 'transactions' && <TransactionsTable userId={user.id} currency={user.currency} />}
            {tab === 'signIns' && <SignInsTable userId={user.id} />}
            {tab === 'coupons' && renderCoupons?.(user.username)}
            {tab === 'casino' && renderCasinoLimit?.(user, editable)}
            {tab === 'protection' && renderProtection?.(user)}
          </div>
        </>
      )}
    </TitledSection>
  );
}
