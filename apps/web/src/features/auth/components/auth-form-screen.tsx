import type { ReactNode } from 'react';

/** The refusal, or what is missing, above a form's fields; nothing when there is no message. */
export function AuthError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="notice notice-error auth-error" role="alert">
      {message}
    </p>
  );
}

/** A screen of one small form (forgot and reset password): a card with a title, a line of intro and the form. */
export function AuthFormScreen({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section className="auth-screen">
      <div className="auth-card card">
        <h1 className="page-title auth-title">{title}</h1>
        <p className="muted auth-intro">{intro}</p>
        {children}
      </div>
    </section>
  );
}
