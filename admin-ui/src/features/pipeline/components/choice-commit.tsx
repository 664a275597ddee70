import { useState } from 'react';
import { Button } from '@/components/ui/button';

export interface Choice {
  value: string;
  label: string;
  disabled?: boolean;
}

/**
 * A list whose choice takes effect on a button, never as the list changes: arrow keys on a closed
 * list change its value in most browsers, and each step must not move a deal or mail a member.
 * The list stays usable while a change is saved; the button says so and ignores a second press.
 */
export function ChoiceCommit({
  id,
  label,
  value,
  choices,
  commitLabel,
  busy,
  readOnly = false,
  compact = false,
  onCommit,
}: {
  id?: string;
  /** The list's accessible name when no visible label names it (a card's list). */
  label?: string;
  value: string;
  choices: readonly Choice[];
  /** The button's text for a choice ("Move", "Assign"). */
  commitLabel: string;
  busy: boolean;
  readOnly?: boolean;
  compact?: boolean;
  onCommit: (value: string) => void;
}) {
  const [choice, setChoice] = useState(value);
  // What the server last answered wins over a choice made before it.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setChoice(value);
  }
  const changed = choice !== value;
  return (
    <div className={`choice-commit${compact ? ' choice-commit--compact' : ''}`}>
      <select
        id={id}
        className={`input input--select${compact ? ' input--compact' : ''}`}
        aria-label={label}
        value={choice}
        disabled={readOnly}
        onChange={(e) => setChoice(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && changed && !busy) {
            e.preventDefault();
            onCommit(choice);
          }
        }}
      >
        {choices.map((c) => (
          <option key={c.value} value={c.value} disabled={c.disabled}>
            {c.label}
          </option>
        ))}
      </select>
      {changed ? (
        <Button
          type="button"
          size="sm"
          variant="primary"
          busy={busy}
          aria-disabled={busy || undefined}
          onClick={() => !busy && onCommit(choice)}
        >
          {commitLabel}
        </Button>
      ) : null}
    </div>
  );
}
