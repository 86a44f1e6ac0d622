import { LoadFailed } from '@bet/ui/load-failed.tsx';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMeQuery } from '../shared/session/me-query.ts';
import { LazySignIn } from './lazy-sign-in.tsx';
import { PageLoading } from './page-loading.tsx';

/**
 * The signed-in area: its children render only for a signed-in staff member. Anyone else asking for a
 * page gets the sign-in form in its place with "please log in first", and that page once signed in.
 */
export function StaffGate({ children }: { children: ReactNode }) {
  const me = useMeQuery();
  const { pathname } = useLocation();
  if (me.isPending) return <PageLoading />;
  if (me.isError) {
    return (
      <div className="page-loading">
        <LoadFailed onRetry={() => void me.refetch()} />
      </div>
    );
  }
  if (!me.data) {
    if (pathname === '/') return <Navigate to="/login" replace />;
    return <LazySignIn notice="loginRequired" />;
  }
  return children;
}
