// The frame of a page of the customer's area: its h1 and what it is for, then the page. The way back
// and to the other pages is the profile menu beside it (or above it, on a phone).
import type { ReactNode } from 'react';

export function ProfilePage({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header>
        <h1 className="text-3xl font-bold [overflow-wrap:anywhere]">{title}</h1>
        {intro ? <div className="mt-2">{intro}</div> : null}
      </header>
      {children}
    </div>
  );
}
