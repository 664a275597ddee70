import {
  isAuditRef,
  LANGUAGE_NAMES,
  TRANSLATION_LANGUAGES,
  type AuditActorKind,
  type AuditChange,
  type AuditEntry,
  type AuditKind,
} from '@estate/contract';
import { formatWhen } from '@/lib/dubai-time';
import { fieldLabel, fieldWords } from '@/lib/field-labels';

/*
 * How the trail reads in the staff area: times in Dubai (lib/dubai-time.ts), who wrote in words,
 * what was done as a past-tense verb, and each changed field as "Price: 2,500,000 → 2,750,000"
 * or "Agent: Layla Haddad → Omar Rahman".
 */

/** A calendar day as it is stored (YYYY-MM-DD): no time zone moves it. */
const DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

export const ACTOR_KIND_LABELS: Record<AuditActorKind, string> = {
  staff: 'Staff',
  panel: 'Strapi panel',
  'api-token': 'API token',
  system: 'The site',
};

const ACTION_WORDS: Readonly<Record<string, string>> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  publish: 'Published',
  unpublish: 'Unpublished',
  restore: 'Restored',
  invite: 'Invited',
  role: 'Role changed',
  deactivate: 'Deactivated',
  reactivate: 'Reactivated',
  handled: 'Marked handled',
  merge: 'Merged',
  'note-add': 'Note added',
  'note-edit': 'Note edited',
  'note-delete': 'Note deleted',
  // A person's erasure (docs/decisions/0085): the counts of rows anonymised, deleted and redacted.
  erase: 'Erased',
  'two-factor-on': 'Two-factor sign-in turned on',
  'two-factor-off': 'Two-factor sign-in turned off',
  'two-factor-reset': 'Two-factor sign-in reset',
  'recovery-codes': 'New recovery codes',
  'describe-image': 'Picture described',
  // A mail that could not be sent (docs/decisions/0068, 0083): queued again, or dismissed.
  'mail-resend': 'Mail sent again',
  'mail-dismiss': 'Undelivered mail dismissed',
  // A translation written or removed (docs/decisions/0102): 'translate-ar' is "Arabic translation saved".
  ...Object.fromEntries(
    TRANSLATION_LANGUAGES.flatMap((language) => [
      [`translate-${language}`, `${LANGUAGE_NAMES[language]} translation saved`],
      [`translation-delete-${language}`, `${LANGUAGE_NAMES[language]} translation removed`],
    ]),
  ),
};

/** What the write did, in words: "update" → "Changed". */
export function actionText(action: string): string {
  return ACTION_WORDS[action] ?? fieldWords(action);
}

/** The kinds whose items have a detail page in the staff area, at /<kind>/<id> (a contact's is /contacts/<id>). */
const DETAIL_PAGE_KINDS: ReadonlySet<AuditKind> = new Set([
  'property',
  'development',
  'area',
  'post',
  'team',
  'review',
]);

/** The staff area's page of the item an entry is about, when it has one and the write left it there. */
export function itemPath(entry: Pick<AuditEntry, 'kind' | 'itemId' | 'action'>): string | null {
  if (!entry.itemId || entry.action === 'delete' || entry.action === 'erase') return null;
  if (entry.kind === 'contact') return `/contacts/${encodeURIComponent(entry.itemId)}`;
  if (!DETAIL_PAGE_KINDS.has(entry.kind)) return null;
  return `/${entry.kind}/${encodeURIComponent(entry.itemId)}`;
}

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Long text (a description, a post's content) is cut: the cell says what changed, not all of it. */
const MAX_TEXT = 120;

const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1).trimEnd()}…` : text);

/** HTML (a post's content) as the words it shows. */
const plain = (text: string) =>
  /<[a-z/!][^>]*>/i.test(text)
    ? text
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : text;

/**
 * One stored value in words: numbers grouped, Yes/No, "empty" for nothing, dates in Dubai time, a
 * related item (a listing's agent, a user's role) by its name, or its id when it has none.
 */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (isAuditRef(value)) return clip(value.name || `#${value.id}`);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return Number.isFinite(value) ? NUMBER.format(value) : String(value);
  if (typeof value === 'string') {
    if (ISO_INSTANT.test(value)) return formatWhen(value);
    if (ISO_DAY.test(value)) {
      const day = new Date(`${value}T00:00:00Z`);
      return Number.isNaN(day.getTime()) ? value : DAY.format(day);
    }
    return clip(plain(value)) || 'empty';
  }
  if (Array.isArray(value)) return value.length ? clip(value.map(valueText).join(', ')) : 'empty';
  return clip(JSON.stringify(value));
}

/** A changed field's label and its values before and after (none for a secret). */
export interface ChangeView {
  field: string;
  label: string;
  hidden: boolean;
  before: string;
  after: string;
}

export function changeView(kind: AuditKind, change: AuditChange): ChangeView {
  return {
    field: change.field,
    label: fieldLabel(kind, change.field),
    hidden: !!change.hidden,
    before: valueText(change.before),
    after: valueText(change.after),
  };
}

/** The fields a restore puts back, each from its value now to the one before: "Price 2,750,000 → 2,500,000". */
export function restoreTexts(entry: Pick<AuditEntry, 'kind' | 'changes'>): string[] {
  return entry.changes
    .filter((change) => !change.hidden)
    .map((change) => changeView(entry.kind, change))
    .map((view) => `${view.label} ${view.after} → ${view.before}`);
}
