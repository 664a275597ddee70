import type { ReactNode } from 'react';

/** The frame of the signed-out pages (sign in, forgot and reset password): art and a card. */
export function AuthCard({ title, lede, children }: { title: string; lede: string; children: ReactNode }) {
  return (
    <main className="login">
      <div className="login__art" aria-hidden="true">
        <div className="login__art-inner">
          <p className="login__art-kicker">Private office</p>
          <p className="login__art-quote">Every listing, every story, every enquiry — kept with care.</p>
        </div>
      </div>
      <div className="login__panel">
        <div className="login__card">
          <p className="brand-mark">
            <span className="brand-mark__name">Estate</span>
            <span className="brand-mark__sub">Staff area</span>
          </p>
          <h1 className="login__title">{title}</h1>
          <p className="login__lede">{lede}</p>
          {children}
        </div>
      </div>
    </main>
  );
}
