import type { Property } from '@estate/contract';
import type { ChoiceList } from '@/components/form/choice-list';
import { DocumentPicker } from '@/components/form/document-picker';
import { ImagePicker } from '@/components/form/image-picker';
import { ReadOnlyField, SelectField, TextField, type SelectOption } from '@/components/form/field';
import type { RemoveImage } from '@/components/form/listing-form-parts';
import { Card } from '@/components/ui/card';
import { days, permitStanding } from '../permit-days';
import { STATUS_OPTIONS, type PropertyFormValues } from '../property-values';

type SetField = <K extends keyof PropertyFormValues & string>(key: K, value: PropertyFormValues[K]) => void;

interface SectionProps {
  values: PropertyFormValues;
  setField: SetField;
  errors: Record<string, string>;
}

/** What the permit date means today, in Dubai days as the dashboard counts them: days left, today, or expired. */
function permitHint(day: string): string {
  const standing = /^\d{4}-\d{2}-\d{2}$/.test(day) ? permitStanding(day) : null;
  if (!standing) return 'The last day the advertising permit is valid. After it the listing leaves the site.';
  if (standing.expired) {
    const when = standing.daysAgo === 0 ? 'today' : `${days(standing.daysAgo)} ago`;
    return `Expired ${when}: the listing is hidden from the public site.`;
  }
  if (standing.daysLeft === 0) return 'Expires at the end of today (Dubai time).';
  const left = standing.daysLeft;
  return `Valid for ${left} more day${left === 1 ? '' : 's'}.`;
}

/**
 * The listing's status, agent, reference and advertising permit. The reference is the
 * server's, shown on edit only; agents are the team members, chosen by name.
 */
export function ListingSection({
  mode,
  values,
  setField,
  errors,
  agentChoices,
  property,
}: SectionProps & { mode: 'add' | 'edit'; agentChoices: ChoiceList<SelectOption>; property?: Property }) {
  // The stored agent stays choosable by name even when the team list failed or has not loaded.
  const stored = property?.agent;
  const agents =
    stored && !agentChoices.options.some((o) => o.value === stored._id)
      ? [{ value: stored._id, label: stored.title }, ...agentChoices.options]
      : agentChoices.options;
  return (
    <Card title="Listing" description="Status, the agent in charge and the advertising permit (DLD / RERA Trakheesi).">
      <div className="grid grid--2">
        {mode === 'edit' ? (
          <ReadOnlyField
            label="Reference number"
            value={values.referenceNumber || '—'}
            hint="Given by the system on creation; searchable in the list."
          />
        ) : null}
        <SelectField
          label="Status"
          name="status"
          value={values.status}
          onValueChange={(v) => setField('status', v as PropertyFormValues['status'])}
          options={STATUS_OPTIONS}
          error={errors.status}
        />
        <SelectField
          className={mode === 'edit' ? 'span-2' : undefined}
          label="Agent"
          name="agent"
          value={values.agent}
          onValueChange={(v) => setField('agent', v)}
          options={agents}
          placeholder={agentChoices.loading ? 'Loading the team…' : 'No agent'}
          error={errors.agent}
          hint="The team member shown on the listing; enquiries go to them too."
        />
        <TextField
          label="Permit number"
          name="permitNumber"
          value={values.permitNumber}
          onValueChange={(v) => setField('permitNumber', v)}
          error={errors.permitNumber}
          hint="Shown on the listing with its QR code; Dubai requires one to advertise a Dubai listing."
          autoComplete="off"
        />
        <TextField
          label="Permit expiry date"
          name="permitExpiresAt"
          type="date"
          value={values.permitExpiresAt}
          onValueChange={(v) => setField('permitExpiresAt', v)}
          error={errors.permitExpiresAt}
          hint={permitHint(values.permitExpiresAt)}
        />
      </div>
    </Card>
  );
}

/**
 * The brochure (PDF), the listing's own film and 360° panorama, and its video and virtual tour
 * links (decision 0091).
 */
export function MediaSection({
  values,
  setField,
  errors,
  remove,
  clearError,
}: SectionProps & { remove: RemoveImage; clearError: (key: string) => void }) {
  return (
    <Card
      title="Brochure, film and tours"
      description="Shown on the listing; films and tours load only when a visitor presses play."
    >
      <DocumentPicker
        label="Brochure"
        name="brochure"
        value={values.brochure}
        onChange={(item) => setField('brochure', item)}
        onRemove={(item) => remove(item, () => setField('brochure', null))}
        error={errors.brochure}
        onDismissError={() => clearError('brochure')}
        hint="A PDF file."
      />
      <DocumentPicker
        label="Film"
        name="film"
        badge="Film"
        accept="video/mp4,video/webm,.mp4,.webm"
        value={values.film}
        onChange={(item) => setField('film', item)}
        onRemove={(item) => remove(item, () => setField('film', null))}
        error={errors.film}
        onDismissError={() => clearError('film')}
        hint="An MP4 (H.264) or WebM film, played on the listing page by the visitor's browser."
      />
      <ImagePicker
        label="360° panorama"
        name="panorama"
        value={values.panorama}
        onChange={(item) => setField('panorama', item)}
        onRemove={(item) => remove(item, () => setField('panorama', null))}
        error={errors.panorama}
        onDismissError={() => clearError('panorama')}
        hint="An equirectangular 360° picture, twice as wide as high (at least 2048 x 1024): opens as the listing's 360° tour."
      />
      <TextField
        label="Video URL"
        name="videoUrl"
        type="url"
        value={values.videoUrl}
        onValueChange={(v) => setField('videoUrl', v)}
        error={errors.videoUrl}
        hint="A YouTube or Vimeo link."
        placeholder="https://www.youtube.com/watch?v=…"
      />
      <TextField
        label="Virtual tour URL"
        name="virtualTourUrl"
        type="url"
        value={values.virtualTourUrl}
        onValueChange={(v) => setField('virtualTourUrl', v)}
        error={errors.virtualTourUrl}
        hint="An https link to Matterport or a similar tour service."
        placeholder="https://my.matterport.com/show/?m=…"
      />
    </Card>
  );
}
