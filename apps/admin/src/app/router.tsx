import { Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { hasPermission, opensFor, useMeQuery, useStaff } from '../shared/session/me-query.ts';
import { AdminShell } from './layout/admin-shell.tsx';
import { LazySignIn } from './lazy-sign-in.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { PageLoading } from './page-loading.tsx';
import { type AdminRoute, adminRoutes } from './routes.tsx';
import { StaffGate } from './staff-gate.tsx';

/** The sign-in address: someone already signed in goes on to the dashboard. */
function SignInRoute() {
  const me = useMeQuery();
  if (me.data) return <Navigate to="/" replace />;
  return <LazySignIn />;
}

/** A page its permission opens; to anyone else it does not exist. */
function RoutePage({ route }: { route: AdminRoute }) {
  const me = useStaff();
  const readable =
    opensFor(me, route) || (route.readableWith !== undefined && hasPermission(me, route.readableWith));
  if (!readable) return <NotFoundPage />;
  const Page = route.page;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

/** The back office's addresses, all under /admin. */
export function AppRouter() {
  return (
    <BrowserRouter basename="/admin">
      <Routes>
        <Route path="login" element={<SignInRoute />} />
        <Route
          element={
            <StaffGate>
              <AdminShell />
            </StaffGate>
          }
        >
          {adminRoutes.map((route) =>
            route.path ? (
              <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
            ) : (
              <Route key="index" index element={<RoutePage route={route} />} />
            ),
          )}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
