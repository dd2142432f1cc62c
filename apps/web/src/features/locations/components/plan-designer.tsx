import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import type { Location } from '@tickera/shared/schemas/locations';
import type { PlanVersion } from '@tickera/shared/schemas/venue-plans';
import { areaCapacities, type PlanProblem } from '@tickera/shared/venue-plan';
import { formatInteger } from '../../../lib/format';
import { messageOf } from '../../../lib/http';
import { locationPlanQuery, planProblemsOf, saveLocationPlan } from '../api/plan-api';
import { emptyPlan, type NewElement } from '../designer/plan-edit';
import { usePlanEditor } from '../designer/use-plan-editor';
import { PlanCanvas } from './plan-canvas';
import { PlanSidePanel } from './plan-side-panel';
import { PlanToolbar } from './plan-toolbar';

const isTyping = (t: EventTarget | null) =>
  t instanceof HTMLElement && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA');

/** The designer of one venue's plan: toolbar, canvas, properties, and saving as a new version. */
export function PlanDesigner({
  location,
  saved,
}: {
  location: Location;
  saved: PlanVersion | null;
}) {
  const editor = usePlanEditor(saved?.plan ?? emptyPlan());
  const [snapping, setSnapping] = useState(true);
  const [version, setVersion] = useState(saved);
  const [savedPlan, setSavedPlan] = useState(editor.plan);
  const [problems, setProblems] = useState<PlanProblem[]>([]);
  const queryClient = useQueryClient();
  const centre = useRef<() => [number, number]>(() => [0, 0]);
  const save = useMutation({
    mutationFn: (plan: typeof editor.plan) => saveLocationPlan(location.id, plan),
    onMutate: () => setProblems([]),
    onSuccess: (v, plan) => {
      setVersion(v);
      setSavedPlan(plan);
      // Coming back to the page opens what was just saved.
      queryClient.setQueryData(locationPlanQuery(location.id).queryKey, v);
    },
    onError: (e) => setProblems(planProblemsOf(e)),
  });
  const highlighted = new Set(problems.flatMap((p) => p.seats.map((s) => s.key)));
  const seatCount = editor.seats.length;
  let generalCount = 0;
  for (const capacity of areaCapacities(editor.plan).values()) generalCount += capacity;

  // Ctrl+Z, Ctrl+Mayús+Z (or Ctrl+Y) and Ctrl+D work wherever the focus is, except in a text
  // box (where Ctrl+Z undoes the typing).
  const { undo, redo, actions } = editor;
  useEffect(() => {
    const onKeyDown = (ev: KeyboardEvent) => {
      if (!(ev.ctrlKey || ev.metaKey) || isTyping(ev.target)) return;
      const key = ev.key.toLowerCase();
      if (key === 'z' && !ev.shiftKey) undo();
      else if ((key === 'z' && ev.shiftKey) || key === 'y') redo();
      else if (key === 'd') actions.duplicate();
      else return;
      ev.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [undo, redo, actions]);
  const add = (what: NewElement) => editor.actions.add(what, ...centre.current());

  return (
    <div className="plan-designer">
      <header className="plan-designer__header">
        <h1>Plano de {location.name}</h1>
        <Tag
          severity={version ? 'info' : 'warning'}
          value={version ? `Versión ${version.version}` : 'Sin guardar'}
        />
        <span className="plan-designer__count">
          {formatInteger(seatCount)} asientos
          {generalCount ? ` · ${formatInteger(generalCount)} entradas generales` : ''}
        </span>
        <span className="plan-designer__state" role="status">
          {save.isSuccess && editor.plan === savedPlan
            ? `Versión ${version?.version} guardada.`
            : editor.plan !== savedPlan
              ? 'Cambios sin guardar'
              : ''}
        </span>
        <Button
          label="Guardar plano"
          icon="pi pi-save"
          loading={save.isPending}
          onClick={() => save.mutate(editor.plan)}
        />
      </header>
      {save.isError ? (
        <div className="plan-designer__problems" role="alert">
          <strong>No se guardó el plano.</strong>
          {problems.length ? (
            <ul>
              {problems.map((p) => (
                <li key={p.code + p.message}>
                  {p.message}
                  {p.seats.length
                    ? ` (${[...new Set(p.seats.map((s) => s.name))].join(', ')})`
                    : ''}
                </li>
              ))}
            </ul>
          ) : (
            <p className="m-0">{messageOf(save.error, 'Inténtelo de nuevo.')}</p>
          )}
        </div>
      ) : null}
      <PlanToolbar editor={editor} onAdd={add} snapping={snapping} onSnapping={setSnapping} />
      <div className="plan-designer__body">
        <PlanCanvas editor={editor} snapping={snapping} highlighted={highlighted} centre={centre} />
        <PlanSidePanel editor={editor} />
      </div>
    </div>
  );
}
