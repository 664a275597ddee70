import type {
  AuditQuery,
  ContactQuery,
  DealBoardQuery,
  Language,
  LeadKind,
  LeadQuery,
  MailPreviewKind,
  NoteQuery,
  ReportName,
  ReportQuery,
  TaskQuery,
  TranslatedKind,
  ViewingWeekQuery,
} from '@estate/contract';
import type { TableQuery } from './table-query';

/**
 * One page of the audit trail as the screen asks for it. The kind is the address's text as it
 * is: one the contract does not name is the server's to refuse, at the Kind filter.
 */
export type AuditListQuery = Omit<AuditQuery, 'kind'> & { kind?: string };

/** Query keys of every server resource, built here and nowhere else. */
function resourceKeys<const R extends string>(resource: R) {
  return {
    all: [resource] as const,
    lists: () => [resource, 'list'] as const,
    /** One table page (page, search, sort). */
    list: (query: TableQuery) => [resource, 'list', 'page', query] as const,
    /** A choice list (id and title) for one search; under lists() so that saves refresh it too. */
    choices: (q: string) => [resource, 'list', 'choices', q] as const,
    count: () => [resource, 'count'] as const,
    details: () => [resource, 'detail'] as const,
    detail: (id: string) => [resource, 'detail', id] as const,
  };
}

export const queryKeys = {
  /** The signed-in staff member: their role and what it allows (GET get-me). */
  session: { all: ['session'] as const, me: () => ['session', 'me'] as const },
  /** The signed-in member's own live sign-ins, one per device (GET get-sessions). */
  signIns: { all: ['sign-ins'] as const, list: () => ['sign-ins', 'list'] as const },
  /** The administrators' list of staff users. */
  staffUsers: { all: ['staff-users'] as const, list: () => ['staff-users', 'list'] as const },
  properties: {
    ...resourceKeys('properties'),
    fullWidth: () => ['properties', 'full-width'] as const,
    /** Under lists(): a saved property refreshes the permit alerts too. */
    permitAlerts: () => ['properties', 'list', 'permit-alerts'] as const,
  },
  developments: {
    ...resourceKeys('developments'),
    fullWidth: () => ['developments', 'full-width'] as const,
  },
  posts: resourceKeys('posts'),
  teams: resourceKeys('teams'),
  areas: resourceKeys('areas'),
  reviews: resourceKeys('reviews'),
  insta: { all: ['insta'] as const, current: () => ['insta', 'current'] as const },
  settings: { all: ['settings'] as const, agency: () => ['settings', 'agency'] as const },
  /** Draft preview links (docs/decisions/0036), one per item. */
  previews: { link: (kind: string, id: string) => ['previews', kind, id] as const },
  /** The audit trail: the Audit trail screen's pages and each item's History tab. */
  audit: {
    all: ['audit'] as const,
    list: (query: AuditListQuery) => ['audit', 'list', query] as const,
  },
  /** Contacts (docs/decisions/0066): the table's pages, the merge dialog's search, each contact. */
  contacts: {
    all: ['contacts'] as const,
    lists: () => ['contacts', 'list'] as const,
    list: (query: ContactQuery) => ['contacts', 'list', query] as const,
    detail: (id: string) => ['contacts', 'detail', id] as const,
  },
  leads: {
    all: ['leads'] as const,
    lists: (kind: LeadKind) => ['leads', kind, 'list'] as const,
    list: (kind: LeadKind, query: LeadQuery) => ['leads', kind, 'list', query] as const,
    count: (kind: LeadKind, query: LeadQuery) => ['leads', kind, 'count', query] as const,
    detail: (kind: LeadKind, id: string) => ['leads', kind, 'detail', id] as const,
  },
  /** The pipeline (docs/decisions/0068): the board and the members deals go to. */
  deals: {
    all: ['deals'] as const,
    board: (query: DealBoardQuery) => ['deals', 'board', query] as const,
    assignees: () => ['deals', 'assignees'] as const,
  },
  /** Notes and tasks, the deal work (docs/decisions/0082). */
  tasks: {
    all: ['tasks'] as const,
    notes: (query: NoteQuery) => ['tasks', 'notes', query] as const,
    list: (query: TaskQuery) => ['tasks', 'list', query] as const,
    mine: () => ['tasks', 'mine'] as const,
  },
  /** The reports (docs/decisions/0084), one per report and range. */
  reports: {
    all: ['reports'] as const,
    report: (name: ReportName, range: ReportQuery) => ['reports', name, range] as const,
  },
  /** The mails to the team that could not be sent (docs/decisions/0068), for administrators. */
  staffMails: { all: ['staff-mails'] as const, undelivered: () => ['staff-mails', 'undelivered'] as const },
  /** The mails' previews (docs/decisions/0099): the kinds, and each kind rendered. */
  mailPreviews: {
    all: ['mail-previews'] as const,
    list: (language: Language) => ['mail-previews', 'list', language] as const,
    one: (kind: MailPreviewKind, language: Language) => ['mail-previews', kind, language] as const,
  },
  /** An item's texts in each language (docs/decisions/0102), as its Translations tab edits them. */
  translations: {
    all: ['translations'] as const,
    set: (kind: TranslatedKind, id: string) => ['translations', kind, id] as const,
  },
  /** The viewings calendar (docs/decisions/0083): a week's viewings and each viewing. */
  viewings: {
    all: ['viewings'] as const,
    week: (query: ViewingWeekQuery) => ['viewings', 'week', query] as const,
    detail: (id: string) => ['viewings', 'detail', id] as const,
  },
};
