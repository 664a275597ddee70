import {
  TASK_DIGEST_HOUR_MAX,
  TASK_DIGEST_HOUR_MIN,
  UNANSWERED_HOURS_MAX,
  UNANSWERED_HOURS_MIN,
  type Settings,
} from '@estate/contract';
import { useState } from 'react';
import { CheckboxField, SelectField, TextField } from '@/components/form/field';
import { FormFooter } from '@/components/form/form-footer';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useTimedMessage } from '@/hooks/use-timed-message';
import { errorText, fieldErrorsOf } from '@/lib/api-client';
import { useUpdateSettings } from '../api/update-settings';
import { WithSettings } from './agency-settings';

const TITLE = 'Pipeline';

/** The hours the morning digest may go out at, Dubai time: "08:00". */
const DIGEST_HOURS = Array.from({ length: TASK_DIGEST_HOUR_MAX - TASK_DIGEST_HOUR_MIN + 1 }, (_, i) => {
  const hour = TASK_DIGEST_HOUR_MIN + i;
  return { value: String(hour), label: `${String(hour).padStart(2, '0')}:00` };
});

/**
 * How new enquiries reach the team (docs/decisions/0068): the listing's agent first, then the
 * agents in turn when this is on; and after how many hours a deal nobody answered is flagged.
 */
export function PipelineSettings() {
  return (
    <WithSettings title={TITLE} failed="The pipeline settings could not be loaded.">
      {(settings) => <PipelineForm settings={settings} />}
    </WithSettings>
  );
}

function PipelineForm({ settings }: { settings: Settings }) {
  const [roundRobin, setRoundRobin] = useState(settings.dealRoundRobin);
  const [hours, setHours] = useState(String(settings.dealUnansweredHours));
  const [hoursError, setHoursError] = useState<string | undefined>();
  const [digestHour, setDigestHour] = useState(String(settings.taskDigestHour));
  const update = useUpdateSettings();
  const flash = useTimedMessage();
  const wanted = Number(hours);
  const changes = {
    ...(roundRobin !== settings.dealRoundRobin ? { dealRoundRobin: roundRobin } : {}),
    ...(hours.trim() !== String(settings.dealUnansweredHours) ? { dealUnansweredHours: wanted } : {}),
    ...(digestHour !== String(settings.taskDigestHour) ? { taskDigestHour: Number(digestHour) } : {}),
  };
  return (
    <form
      aria-label={TITLE}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!Number.isInteger(wanted) || wanted < UNANSWERED_HOURS_MIN || wanted > UNANSWERED_HOURS_MAX) {
          setHoursError(`Enter a whole number of hours from ${UNANSWERED_HOURS_MIN} to ${UNANSWERED_HOURS_MAX}.`);
          return;
        }
        setHoursError(undefined);
        update.mutate(changes, {
          onSuccess: () => flash.show('success', 'Pipeline settings saved.', { sticky: true }),
          onError: (error) => {
            setHoursError(fieldErrorsOf(error).dealUnansweredHours);
            flash.show('error', errorText(error, 'The pipeline settings could not be saved.'), { sticky: true });
          },
        });
      }}
    >
      <Card title={TITLE} description="How new enquiries and viewings reach the team.">
        <CheckboxField
          label="Assign to the agents in turn"
          name="dealRoundRobin"
          checked={roundRobin}
          onCheckedChange={setRoundRobin}
          hint="A new enquiry goes to its listing's agent. When this is on, one without an active agent goes to the next agent in turn; when off, it waits unassigned."
        />
        <TextField
          label="Flag as unanswered after (hours)"
          name="dealUnansweredHours"
          type="number"
          inputMode="numeric"
          min={UNANSWERED_HOURS_MIN}
          max={UNANSWERED_HOURS_MAX}
          value={hours}
          onValueChange={setHours}
          error={hoursError}
          hint="A new deal that nobody has answered (moved on or marked handled) within these hours is flagged on the board and the table."
        />
        <SelectField
          label="Morning digest at (Dubai time)"
          name="taskDigestHour"
          value={digestHour}
          onValueChange={setDigestHour}
          options={DIGEST_HOURS}
          hint="Each member with tasks due or viewings booked that day gets one mail listing them at this hour."
        />
        <FormFooter message={flash.message} dirty={Object.keys(changes).length > 0}>
          <Button type="submit" variant="primary" busy={update.isPending}>
            Save pipeline settings
          </Button>
        </FormFooter>
      </Card>
    </form>
  );
}
