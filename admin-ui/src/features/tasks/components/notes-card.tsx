import type { Note } from '@estate/contract';
import { NOTE_MAX_LENGTH } from '@estate/contract';
import { useState, type FormEvent } from 'react';
import { TextAreaField } from '@/components/form/field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAccess } from '@/lib/access';
import { errorText, fieldErrorsOf } from '@/lib/api-client';
import { formatWhen } from '@/lib/dubai-time';
import { useAddNote } from '../api/add-note';
import { useDeleteNote } from '../api/delete-note';
import { useNotes } from '../api/get-notes';
import { useUpdateNote } from '../api/update-note';

/**
 * The notes of a contact (its deals' included) or of a deal (docs/decisions/0082), newest first,
 * each with its author and time; a member who works deals writes one, and edits or deletes their
 * own (an administrator any).
 */
export function NotesCard({ contactId, dealId }: { contactId?: string; dealId?: string }) {
  const access = useAccess();
  const notes = useNotes(dealId ? { deal: dealId } : { contact: contactId });
  return (
    <Card
      title="Notes"
      className="notes-card"
      description={
        dealId ? 'What the team knows of this deal.' : 'What the team knows of this person, on any of their deals.'
      }
    >
      {access.can('deals.write') ? <AddNoteForm contactId={contactId} dealId={dealId} /> : null}
      {notes.isError ? (
        <p className="field__error" role="alert">
          {errorText(notes.error, 'The notes could not be loaded.')}
        </p>
      ) : notes.isPending ? (
        <p className="picker__empty">Loading notes…</p>
      ) : notes.data.length ? (
        <ol className="timeline notes" aria-label="Notes">
          {notes.data.map((note) => (
            <NoteItem key={note._id} note={note} />
          ))}
        </ol>
      ) : (
        <p className="picker__empty">No notes yet.</p>
      )}
    </Card>
  );
}

function AddNoteForm({ contactId, dealId }: { contactId?: string; dealId?: string }) {
  const add = useAddNote();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { text, ...(dealId ? { dealId } : { contactId }) },
      {
        onSuccess: () => {
          setText('');
          setError(undefined);
        },
        onError: (e) => setError(fieldErrorsOf(e).text ?? errorText(e, 'The note could not be added.')),
      },
    );
  };
  return (
    <form className="note-form" aria-label="Add a note" noValidate onSubmit={submit}>
      <TextAreaField
        label="New note"
        name="text"
        rows={3}
        value={text}
        onValueChange={setText}
        error={error}
        hint={`At most ${NOTE_MAX_LENGTH.toLocaleString('en-US')} characters.`}
      />
      <div className="note-form__footer">
        <Button type="submit" variant="primary" size="sm" busy={add.isPending}>
          Add note
        </Button>
      </div>
    </form>
  );
}

function NoteItem({ note }: { note: Note }) {
  const update = useUpdateNote();
  const remove = useDeleteNote();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(note.text);
  const [error, setError] = useState<string>();
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: note._id, text },
      {
        onSuccess: () => {
          setEditing(false);
          setError(undefined);
        },
        onError: (e) => setError(fieldErrorsOf(e).text ?? errorText(e, 'The note could not be saved.')),
      },
    );
  };
  return (
    <li className="timeline__item note">
      <time className="timeline__when" dateTime={note.createdAt}>
        {formatWhen(note.createdAt)}
      </time>
      <div className="timeline__body">
        <p className="timeline__head">
          <span className="note__author">{note.author.name}</span>
          {note.editedAt ? <span className="note__edited">edited {formatWhen(note.editedAt)}</span> : null}
          {note.dealId ? <span className="note__about">on a deal</span> : null}
        </p>
        {editing ? (
          <form className="note-form" aria-label="Edit the note" noValidate onSubmit={save}>
            <TextAreaField label="Note" name="text" rows={3} value={text} onValueChange={setText} error={error} />
            <div className="note-form__footer">
              <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
                Cancel
              </Button>
              <Button type="submit" variant="primary" size="sm" busy={update.isPending}>
                Save note
              </Button>
            </div>
          </form>
        ) : (
          <p className="note__text">{note.text}</p>
        )}
        {note.editable && !editing ? (
          <div className="note__actions">
            <Button
              variant="quiet"
              size="sm"
              onClick={() => {
                setText(note.text);
                setEditing(true);
              }}
            >
              Edit
            </Button>
            <Button
              variant="quiet"
              size="sm"
              busy={remove.isPending}
              onClick={() =>
                remove.mutate(note._id, { onError: (e) => setError(errorText(e, 'The note could not be deleted.')) })
              }
            >
              Delete
            </Button>
          </div>
        ) : null}
        {error && !editing ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </li>
  );
}
