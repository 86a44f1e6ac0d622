import { type ComponentProps, lazy, Suspense } from 'react';
import { PageLoading } from './page-loading.tsx';

// The form (and its validation library) loads only for someone not signed in.
const SignInPage = lazy(() =>
  import('../features/auth/sign-in-page.tsx').then((m) => ({ default: m.SignInPage })),
);

/** The sign-in page, loaded when first needed. */
export function LazySignIn(props: ComponentProps<typeof SignInPage>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <SignInPage {...props} />
    </Suspense>
  );
}
