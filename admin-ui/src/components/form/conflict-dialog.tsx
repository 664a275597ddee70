import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { FieldValues } from 'react-hook-form';
import type { useEntityForm } from './use-entity-form';

type ConflictForm<V extends FieldValues, R> = Pick<ReturnType<typeof useEntityForm<V, R>>, 'resolveConflict'>;

interface Difference {
  field: string;
  label: string;
  mine: string;
  theirs: string;
}

/** A readable form of one value: text as it is, lists by their items or their count. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'string') return value.length > 300 ? `${value.slice(0, 300)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value ? String(value) : String(value);
  if (Array.isArray(value)) {
    const paths = value.map((v) => (v && typeof v === 'object' && 'path' in v ? String(v.path) : null));
    if (paths.length && paths.every(Boolean)) return paths.join(', ');
    return `${value.length} item${value.length === 1 ? '' : 's'}`;
  }
  if (typeof value === 'object' && 'path' in value) return String((value as { path: unknown }).path);
  return JSON.stringify(value).slice(0, 300);
}

/** "priceAed" → "Price aed": the field's name when the form gives no label. */
const humanise = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ (\w)/g, (m) => m.toLowerCase());

/** The fields whose values differ between the user's form and the stored item. */
export function differences<V>(mine: V, theirs: V, labels: Record<string, string> = {}): Difference[] {
  const out: Difference[] = [];
  const keys = new Set([...Object.keys(mine as object), ...Object.keys(theirs as object)]);
  for (const field of keys) {
    const a = (mine as Record<string, unknown>)[field];
    const b = (theirs as Record<string, unknown>)[field];
    if (JSON.stringify(a ?? null) === JSON.stringify(b ?? null)) continue;
    out.push({ field, label: labels[field] ?? humanise(field), mine: shown(a), theirs: shown(b) });
  }
  return out;
}

/**
 * What an edit form shows when its save answers 409: someone else saved the item since it was
 * loaded. Nothing of the user's was saved; they reload the latest version (dropping their
 * changes), or review the differences first and then take the latest or keep their own.
 */
export function ConflictDialog<V extends FieldValues, R>({
  form,
  what,
  labels,
}: {
  form: ConflictForm<V, R>;
  /** The item, for the title: "property". */
  what: string;
  labels?: Record<string, string>;
}) {
  const { conflict, fetchLatest, takeLatest, keepMine, dismiss } = form.resolveConflict;
  const [latest, setLatest] = useState<{ stored: R; values: V } | null>(null);
  const [busy, setBusy] = useState<'reload' | 'review' | null>(null);
  const [failed, setFailed] = useState(false);

  const close = () => {
    setLatest(null);
    setFailed(false);
    dismiss();
  };
  const load = async (then: 'reload' | 'review') => {
    setBusy(then);
    setFailed(false);
    try {
      const found = await fetchLatest();
      if (!found.values) throw new Error('the form cannot show the stored item');
      if (then === 'reload') {
        setLatest(null);
        takeLatest(found.values, found.stored);
      } else setLatest({ stored: found.stored, values: found.values });
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  if (!conflict) return null;
  const diff = latest ? differences(conflict.mine, latest.values, labels) : [];
  return (
    <Dialog
      open
      role="alertdialog"
      title={`This ${what} was changed by someone else`}
      description={
        latest
          ? diff.length
            ? 'These fields differ between your version and the saved one.'
            : 'The saved version has the same values as yours.'
          : `Someone saved this ${what} after you opened it, so your changes were not saved (they would have replaced theirs).`
      }
      onClose={close}
      footer={
        latest ? (
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                takeLatest(latest.values, latest.stored);
                setLatest(null);
              }}
            >
              Use the saved version
            </Button>
            <Button
              variant="primary"
              onClick={() => {
                keepMine(latest.stored);
                setLatest(null);
              }}
              data-autofocus
            >
              Keep my changes
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button variant="secondary" busy={busy === 'review'} onClick={() => void load('review')}>
              Review the differences
            </Button>
            <Button variant="primary" busy={busy === 'reload'} onClick={() => void load('reload')} data-autofocus>
              Reload the latest version
            </Button>
          </>
        )
      }
    >
      {failed ? (
        <p role="alert" className="dialog__error">
          The latest version could not be loaded. Please try again.
        </p>
      ) : null}
      {latest && diff.length ? (
        <table className="conflict-table">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Saved by someone else</th>
              <th scope="col">Yours</th>
            </tr>
          </thead>
          <tbody>
            {diff.map((d) => (
              <tr key={d.field}>
                <th scope="row">{d.label}</th>
                <td>{d.theirs}</td>
                <td>{d.mine}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {latest ? (
        <p className="dialog__note">
          Keep my changes: your version replaces the saved one when you save. Use the saved version: your changes are
          dropped.
        </p>
      ) : null}
    </Dialog>
  );
}
