/**
 * The frame of the signed-out pages (/sign-in, /setup): the company's mark and name above one
 * card in the middle of the screen (they were unbranded before), and a way between them.
 */
import { COMPANY } from '@haul/shared';
import type { FormEventHandler, ReactNode } from 'react';
import { PageMeta } from '../../../lib/page-meta.tsx';

export function AuthFormPage({
  title,
  description,
  path,
  onSubmit,
  noValidate,
  submit,
  pending,
  after,
  children,
}: {
  /** The document title and the card's h1. */
  title: string;
  description: string;
  path: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Leave the browser's own checks (`required`) out, when the form's schema says what to fix. */
  noValidate?: boolean;
  /** The submit button's words. */
  submit: string;
  /** True while the request is out: the button is disabled. */
  pending: boolean;
  /** Below the card: the way to the other page (setup code / sign in). */
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 py-8">
      <PageMeta title={title} description={description} path={path} noindex />
      <div className="mb-6 flex items-center gap-3" data-testid="auth-brand">
        <img src="/icon.svg" alt="" width={48} height={48} className="h-12 w-12 rounded-lg" />
        <div>
          <p className="text-lg font-bold text-slate-900">{COMPANY.name}</p>
          <p className="text-sm font-medium text-brand-800">Staff app</p>
        </div>
      </div>
      <form
        onSubmit={onSubmit}
        noValidate={noValidate}
        className="w-full max-w-sm space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {children}
        <button
          type="submit"
          disabled={pending}
          className="min-h-12 w-full rounded-md bg-brand-800 px-4 font-semibold text-white disabled:opacity-60"
        >
          {submit}
        </button>
      </form>
      {after && <div className="mt-4 w-full max-w-sm text-center text-sm">{after}</div>}
    </main>
  );
}
