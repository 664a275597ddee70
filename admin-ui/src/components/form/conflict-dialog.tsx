import type { AuditKind } from '@estate/contract';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formFieldLabel } from '@/lib/field-labels';
import { conflictingFields, mergedValues, type FieldConflict, type Side } from './conflict-merge';
import { valueText } from './form-definition';
import type { useEntityForm } from './use-entity-form';

/** The kinds whose forms can meet someone else's newer save. */
export type FormKind = Extract<AuditKind, 'property' | 'development' | 'area' | 'post' | 'team' | 'review' | 'insta'>;

type ConflictForm<V extends FieldValues, R> = Pick<ReturnType<typeof useEntityForm<V, R>>, 'resolveConflict'>;

const WHO_CHANGED = (c: FieldConflict) =>
  c.mineChanged && c.theirsChanged ? 'Changed by you both' : c.mineChanged ? 'Changed by you' : 'Changed by them';

/**
 * What an edit form shows when its save answers 409: someone else saved the item since it was
 * loaded, and nothing of the user's was saved. They reload the latest version (dropping their
 * changes), or review the fields that really differ, named as the form names them, and keep
 * theirs or the other version of each; the result is then saved over the latest version.
 */
export function ConflictDialog<V extends FieldValues, R>({
  form,
  what,
  kind,
}: {
  form: ConflictForm<V, R>;
  /** The item, for the title: "property". */
  what: string;
  /** Whose form's labels name the fields. */
  kind: FormKind;
}) {
  const { conflict, fetchLatest, takeLatest, saveMerged, signature, display, dismiss } = form.resolveConflict;
  const [latest, setLatest] = useState<{ stored: R; values: V; fields: FieldConflict[] } | null>(null);
  const [choices, setChoices] = useState<Record<string, Side>>({});
  const [busy, setBusy] = useState<'reload' | 'review' | 'save' | null>(null);
  const [failed, setFailed] = useState(false);

  const close = () => {
    setLatest(null);
    setFailed(false);
    dismiss();
  };
  const load = async (then: 'reload' | 'review') => {
    if (!conflict) return;
    setBusy(then);
    setFailed(false);
    try {
      const found = await fetchLatest();
      if (!found.values) throw new Error('the form cannot show the stored item');
      if (then === 'reload') {
        setLatest(null);
        takeLatest(found.values, found.stored);
        return;
      }
      const fields = conflictingFields(conflict.base, conflict.mine, found.values, signature);
      setChoices(Object.fromEntries(fields.map((f) => [f.field, f.initial])));
      setLatest({ stored: found.stored, values: found.values, fields });
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };
  const saveChoices = async () => {
    if (!conflict || !latest) return;
    setBusy('save');
    setLatest(null);
    try {
      await saveMerged(mergedValues(conflict.mine, latest.values, choices), latest.values, latest.stored);
    } finally {
      setBusy(null);
    }
  };

  if (!conflict) return null;
  const shown = (field: string, value: unknown) => (display ? display(field, value) : valueText(value));
  const diff = latest?.fields ?? [];
  return (
    <Dialog
      open
      role="alertdialog"
      title={`This ${what} was changed by someone else`}
      description={
        latest
          ? diff.length
            ? 'These fields differ between your version and the saved one. Choose which to keep for each: the result is saved over the latest version.'
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
            <Button variant="primary" busy={busy === 'save'} onClick={() => void saveChoices()} data-autofocus>
              {diff.length ? 'Save my choices' : 'Save'}
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
          <caption className="visually-hidden">Fields that differ</caption>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Saved by someone else</th>
              <th scope="col">Yours</th>
            </tr>
          </thead>
          <tbody>
            {diff.map((d) => {
              const label = formFieldLabel(kind, d.field);
              const side = (value: Side, text: string) => (
                <td className={choices[d.field] === value ? 'conflict-table__chosen' : undefined}>
                  <label className="conflict-choice">
                    <input
                      type="radio"
                      name={`conflict-${d.field}`}
                      value={value}
                      checked={choices[d.field] === value}
                      onChange={() => setChoices((c) => ({ ...c, [d.field]: value }))}
                      aria-label={`${label}: keep ${value === 'theirs' ? 'theirs' : 'yours'}`}
                    />
                    <span className={text ? undefined : 'cell-muted'}>{text || 'Empty'}</span>
                  </label>
                </td>
              );
              return (
                <tr key={d.field}>
                  <th scope="row">
                    {label}
                    <span className="conflict-table__who">{WHO_CHANGED(d)}</span>
                  </th>
                  {side('theirs', shown(d.field, (latest.values as Record<string, unknown>)[d.field]))}
                  {side('mine', shown(d.field, (conflict.mine as Record<string, unknown>)[d.field]))}
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
    </Dialog>
  );
}
