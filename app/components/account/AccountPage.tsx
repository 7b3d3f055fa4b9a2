// The frame of the account pages (login, registration, password reset...): a centred card with the
// page's h1, narrow for short forms, wide for the registration form.
import type { ReactNode } from 'react';

export function AccountPage({
  title,
  children,
  wide = false,
  intro,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
  intro?: ReactNode;
}) {
  return (
    <section
      className={`mx-auto w-full ${wide ? 'max-w-3xl' : 'max-w-xl'} rounded-lg bg-white p-6 shadow-sm md:p-8`}
      aria-labelledby="account-title"
    >
      <h1 id="account-title" className="mb-3 text-2xl font-bold md:text-3xl">
        {title}
      </h1>
      {intro ? <div className="mb-5 text-neutral-800">{intro}</div> : null}
      {children}
    </section>
  );
}

/** A row of links or buttons closing an account page. */
export function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-wrap items-center gap-3">{children}</div>;
}
