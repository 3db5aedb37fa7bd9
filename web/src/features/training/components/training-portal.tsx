/**
 * The portal's view flow, as the spec has it: select employee (admins only), dashboard, module detail,
 * quiz, result, back to the dashboard. Everything reads the device's database and writes through
 * the outbox, so a crew member can train in a basement; only the server holds the answer key, so it
 * scores the quiz and the result shows once the phone has synced (decision 0235).
 */
import type { User } from '@haul/shared';
import { useState } from 'react';
import { useMutate, useSyncStatus } from '../../../offline/offline-context.tsx';
import { useEmployee } from '../../../offline/queries/employees.ts';
import { useModule, useProgress, useQuestions } from '../../../offline/queries/training.ts';
import { EmployeeSelect } from './employee-select.tsx';
import { ModuleDetail } from './module-detail.tsx';
import { QuizResult } from './quiz-result.tsx';
import { QuizView } from './quiz-view.tsx';
import { TrainingDashboard } from './training-dashboard.tsx';

type View =
  | { name: 'dashboard' }
  | { name: 'module'; moduleId: string }
  | { name: 'quiz'; moduleId: string; attempt: number }
  /** `attemptsBefore`: the module's scored attempts before this one, to know when its score arrives. */
  | { name: 'result'; moduleId: string; answers: number[]; attemptsBefore: number };

export function TrainingPortal({ user }: { user: User }) {
  const isAdmin = user.role === 'admin';
  const [employeeId, setEmployeeId] = useState(isAdmin ? '' : (user.employeeId ?? ''));
  const [view, setView] = useState<View>({ name: 'dashboard' });

  if (!employeeId) {
    if (isAdmin) return <EmployeeSelect onSelect={setEmployeeId} />;
    return (
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-800">
        This account is not linked to an employee yet, so there is no training to record. Ask the office to link it.
      </p>
    );
  }
  return (
    <Trainee
      employeeId={employeeId}
      view={view}
      setView={setView}
      onSwitchEmployee={
        isAdmin
          ? () => {
              setEmployeeId('');
              setView({ name: 'dashboard' });
            }
          : null
      }
    />
  );
}

function Trainee({
  employeeId,
  view,
  setView,
  onSwitchEmployee,
}: {
  employeeId: string;
  view: View;
  setView: (view: View) => void;
  onSwitchEmployee: (() => void) | null;
}) {
  const employee = useEmployee(employeeId);
  const mutate = useMutate();
  const toDashboard = () => setView({ name: 'dashboard' });

  const open = async (moduleId: string) => {
    await mutate('openTrainingModule', { id: crypto.randomUUID(), employeeId, moduleId });
    setView({ name: 'module', moduleId });
    window.scrollTo(0, 0);
  };

  if (view.name === 'dashboard') {
    return <TrainingDashboard employee={employee ?? null} onSwitchEmployee={onSwitchEmployee} onOpenModule={open} />;
  }
  return <ModuleFlow key={view.moduleId} employeeId={employeeId} view={view} setView={setView} onBack={toDashboard} />;
}

function ModuleFlow({
  employeeId,
  view,
  setView,
  onBack,
}: {
  employeeId: string;
  view: Exclude<View, { name: 'dashboard' }>;
  setView: (view: View) => void;
  onBack: () => void;
}) {
  const module = useModule(view.moduleId);
  const questions = useQuestions(view.moduleId);
  const progress = useProgress(employeeId);
  const mutate = useMutate();
  const { online } = useSyncStatus();
  if (module === undefined || questions === undefined) return <p className="text-slate-700">Loading module…</p>;
  if (module === null) {
    return (
      <p className="text-slate-700">
        This module is no longer available.{' '}
        <button type="button" onClick={onBack} className="font-semibold text-brand-800 underline">
          Back to Training
        </button>
      </p>
    );
  }

  const startQuiz = (attempt: number) => {
    setView({ name: 'quiz', moduleId: module.id, attempt });
    window.scrollTo(0, 0);
  };
  const complete = async (answers: number[], startedAt: Date) => {
    const finishedAt = new Date();
    const attemptsBefore = progress.get(module.id)?.attempts ?? 0;
    await mutate('finishQuiz', {
      id: crypto.randomUUID(),
      employeeId,
      moduleId: module.id,
      answers,
      startedAt: startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
    });
    setView({ name: 'result', moduleId: module.id, answers, attemptsBefore });
    window.scrollTo(0, 0);
  };

  switch (view.name) {
    case 'module':
      return (
        <ModuleDetail
          module={module}
          progress={progress.get(module.id)}
          questionCount={questions.length}
          onBack={onBack}
          onStartQuiz={() => startQuiz(1)}
        />
      );
    case 'quiz':
      return (
        <QuizView
          key={view.attempt}
          module={module}
          questions={questions}
          onComplete={complete}
          onCancel={() => setView({ name: 'module', moduleId: module.id })}
        />
      );
    case 'result':
      return (
        <QuizResult
          module={module}
          questions={questions}
          answers={view.answers}
          progress={progress.get(module.id)}
          attemptsBefore={view.attemptsBefore}
          online={online}
          onBack={onBack}
          onRetake={() => startQuiz(Date.now())}
        />
      );
  }
}
