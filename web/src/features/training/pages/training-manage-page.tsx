/**
 * /onboarding/manage (admins): who has finished which module, and the module editor. Online only:
 * it reads and writes the API directly; phones receive saved modules with their next sync.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { StaffPage } from '../../../components/staff-shell/staff-page.tsx';
import { useModuleForEditing } from '../api/training-admin.ts';
import { CompletionTable } from '../components/completion-table.tsx';
import { ModuleEditor } from '../components/module-editor.tsx';
import { ModuleList } from '../components/module-list.tsx';

type Editing = { id: string | null } | null;

function Manage() {
  const [editing, setEditing] = useState<Editing>(null);
  const loaded = useModuleForEditing(editing?.id ?? null);
  return (
    <div className="space-y-6">
      <CompletionTable />
      <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
        <ModuleList onEdit={(id) => setEditing({ id })} onNew={() => setEditing({ id: null })} />
        <section aria-label="Module editor" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          {editing === null ? (
            <p className="text-slate-700">Choose a module to edit, or add a new one.</p>
          ) : editing.id !== null && loaded.isPending ? (
            <p className="text-slate-700">Loading module…</p>
          ) : (
            <ModuleEditor
              key={editing.id ?? 'new'}
              module={editing.id ? (loaded.data ?? null) : null}
              onSaved={(id) => setEditing({ id })}
              onCancel={() => setEditing(null)}
            />
          )}
        </section>
      </div>
    </div>
  );
}

/** Page content only; the staff shell keeps crews out (admins-only path) and owns navigation. */
export default function TrainingManagePage() {
  return (
    <StaffPage
      title="Manage Training"
      description="Training completion and the module editor."
      path="/onboarding/manage"
      above={
        <Link
          to="/onboarding"
          className="inline-flex min-h-12 items-center text-sm font-semibold text-brand-800 hover:underline"
        >
          ← Training Portal
        </Link>
      }
    >
      <Manage />
    </StaffPage>
  );
}
