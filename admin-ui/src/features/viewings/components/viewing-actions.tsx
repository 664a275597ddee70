import { dubaiToday, viewingSlots, type Viewing, type ViewingUpdate } from '@estate/contract';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorText, fieldErrorsOf } from '@/lib/api-client';
import { useUpdateViewing } from '../api/update-viewing';
import { buyerOf, longDayLabel, stateLabel, statePill } from '../viewing-labels';

const SAID: Record<ViewingUpdate['action'], string> = {
  confirm: 'Viewing confirmed: the buyer is mailed the calendar entry.',
  reschedule: 'Viewing moved: the buyer is mailed the new time.',
  cancel: 'Viewing cancelled: the buyer is told.',
};

/**
 * What can be done with a viewing, in its dialog and on its enquiry's page: confirm it, move it to
 * another day and slot, or cancel it. The server's refusal is shown here, next to what caused it.
 */
export function ViewingActions({ viewing, canWrite }: { viewing: Viewing; canWrite: boolean }) {
  const id = useId();
  const update = useUpdateViewing();
  const [done, setDone] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [date, setDate] = useState(viewing.date < dubaiToday() ? dubaiToday() : viewing.date);
  const [time, setTime] = useState('');
  const slots = /^\d{4}-\d{2}-\d{2}$/.test(date) ? viewingSlots(date) : [];
  const fields = update.error ? fieldErrorsOf(update.error) : {};
  const error = update.error ? errorText(update.error, 'The viewing could not be changed. Please try again.') : null;

  const run = (change: ViewingUpdate) => {
    setDone(null);
    update.mutate(
      { id: viewing._id, change },
      {
        onSuccess: () => {
          setDone(SAID[change.action]);
          setMoving(false);
          setCancelling(false);
          setTime('');
        },
      },
    );
  };

  const open = viewing.state !== 'cancelled';
  return (
    <div className="viewing-actions">
      <p className="viewing-actions__when">
        <span className={statePill(viewing.state)}>{stateLabel(viewing.state)}</span>
        <span>
          {longDayLabel(viewing.date)} at {viewing.time} <span className="viewing-actions__zone">(Dubai)</span>
        </span>
      </p>
      {error ? (
        <p className="flash flash--error" role="alert">
          {error}
        </p>
      ) : null}
      {done ? (
        <p className="flash flash--success" role="status">
          {done}
        </p>
      ) : null}
      {canWrite && open ? (
        <div className="viewing-actions__buttons">
          {viewing.state === 'requested' ? (
            <Button variant="primary" busy={update.isPending} onClick={() => run({ action: 'confirm' })}>
              Confirm
            </Button>
          ) : null}
          <Button aria-expanded={moving} onClick={() => setMoving((m) => !m)}>
            Reschedule
          </Button>
          <Button variant="danger" aria-expanded={cancelling} onClick={() => setCancelling((c) => !c)}>
            Cancel viewing
          </Button>
        </div>
      ) : null}
      {canWrite && open && moving ? (
        <form
          className="viewing-actions__move"
          aria-label="Reschedule"
          onSubmit={(e) => {
            e.preventDefault();
            run({ action: 'reschedule', date, time });
          }}
        >
          <div className="field">
            <label className="field__label" htmlFor={`${id}-date`}>
              New day
            </label>
            <input
              id={`${id}-date`}
              className="input"
              type="date"
              min={dubaiToday()}
              value={date}
              required
              aria-invalid={fields.date ? true : undefined}
              onChange={(e) => {
                setDate(e.target.value);
                setTime('');
              }}
            />
            {fields.date ? <p className="field__error">{fields.date}</p> : null}
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-time`}>
              New time (Dubai)
            </label>
            <select
              id={`${id}-time`}
              className="input input--select"
              value={time}
              required
              aria-invalid={fields.time ? true : undefined}
              onChange={(e) => setTime(e.target.value)}
            >
              <option value="">{slots.length ? 'Choose a time' : 'No time left that day'}</option>
              {slots.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            {fields.time ? <p className="field__error">{fields.time}</p> : null}
          </div>
          <Button type="submit" variant="primary" busy={update.isPending} disabled={!time}>
            Move the viewing
          </Button>
        </form>
      ) : null}
      {canWrite && open && cancelling ? (
        <div className="viewing-actions__cancel" role="group" aria-label="Cancel the viewing">
          <p>{buyerOf(viewing)} is mailed that the viewing is cancelled. It cannot be undone.</p>
          <Button variant="danger" busy={update.isPending} onClick={() => run({ action: 'cancel' })}>
            Yes, cancel it
          </Button>
        </div>
      ) : null}
    </div>
  );
}
