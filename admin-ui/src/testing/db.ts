import type {
  Area,
  AuditEntry,
  ContactDetail,
  Development,
  Insta,
  Lead,
  Note,
  Post,
  Property,
  Review,
  Settings,
  StaffUser,
  Task,
  Team,
  TodayViewing,
  TranslationLanguage,
  UndeliveredStaffMail,
  Viewing,
} from '@estate/contract';
import { Buffer } from 'node:buffer';
import { makeSettings } from './fixtures';
import { decodeMultipart } from './multipart';
import { makeSignIn, seedStaff, type FakeSignIn } from './staff';

/**
 * The fake server's data for one test: handlers read and write it, tests seed it and inspect
 * what was sent. Reset before every test.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  /** JSON bodies as they came; multipart as a map of field to values (text or File). */
  body: Record<string, unknown> | null;
  form: Map<string, Array<string | File>> | null;
  headers: Headers;
}

export const db = {
  properties: [] as Property[],
  developments: [] as Development[],
  posts: [] as Post[],
  teams: [] as Team[],
  areas: [] as Area[],
  reviews: [] as Review[],
  insta: null as Insta | null,
  settings: makeSettings(),
  leads: [] as Lead[],
  /** Booked viewings as get-viewings answers them (handlers/viewings.ts). */
  viewings: [] as Viewing[],
  /** Contacts as get-contact answers them; the list answers their summaries (handlers/contacts.ts). */
  contacts: [] as ContactDetail[],
  uploads: 0,
  requests: [] as RecordedRequest[],
  /** The staff accounts, one per role to begin with (testing/staff.ts). */
  staffUsers: [] as StaffUser[],
  /** Bearer tokens the server accepts, and whose they are (a staff user's id). */
  sessions: new Map<string, number>(),
  /** The live sign-ins, each with its tokens (in `sessions` too): one per seeded member to begin with. */
  signIns: [] as FakeSignIn[],
  /** The one-time codes of invitations mailed, and whom each is for. */
  inviteCodes: new Map<string, number>(),
  /** The recovery codes each member with two-factor sign-in has left (StaffUser.twoFactor says it is on). */
  recoveryCodes: new Map<number, string[]>(),
  /** Setups of two-factor sign-in begun and not yet confirmed: whose, until when (ISO). */
  twoFactorSetups: new Map<number, string>(),
  /** The challenges of sign-ins' first steps still open: whose, until when (ISO). */
  challenges: new Map<string, { userId: number; expiresAt: string }>(),
  renewals: 0,
  /** The audit trail, oldest first: the fake's saves append to it (handlers/audit.ts). */
  auditEntries: [] as AuditEntry[],
  /** Notes and tasks (docs/decisions/0082), and the viewings get-my-tasks answers for today. */
  notes: [] as Note[],
  tasks: [] as Task[],
  todayViewings: [] as TodayViewing[],
  /** The mails to the team that could not be sent (handlers/staff-mails.ts). */
  staffMails: [] as UndeliveredStaffMail[],
  /** The items' translations (handlers/translations.ts): "<kind>:<id>" to each language's texts. */
  translations: new Map<string, Partial<Record<TranslationLanguage, Record<string, string | null>>>>(),
};

export function resetDb() {
  db.properties = [];
  db.developments = [];
  db.posts = [];
  db.teams = [];
  db.areas = [];
  db.reviews = [];
  db.insta = null;
  db.settings = makeSettings();
  db.leads = [];
  db.viewings = [];
  db.contacts = [];
  db.uploads = 0;
  db.requests = [];
  const staff = seedStaff();
  db.staffUsers = staff.users;
  db.sessions = staff.sessions;
  db.signIns = staff.signIns;
  db.inviteCodes = new Map();
  db.recoveryCodes = new Map();
  db.twoFactorSetups = new Map();
  db.challenges = new Map();
  db.renewals = 0;
  db.auditEntries = [];
  db.notes = [];
  db.tasks = [];
  db.todayViewings = [];
  db.staffMails = [];
  db.translations = new Map();
}

/** The bearer token a request carries, if any. */
export function tokenOf(request: Request): string | undefined {
  return /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
}

/** The active staff user a request's bearer token belongs to, or null (no token, ended, deactivated). */
export function signedInUser(request: Request): StaffUser | null {
  const token = tokenOf(request);
  const id = token === undefined ? undefined : db.sessions.get(token);
  const user = db.staffUsers.find((u) => u.id === id);
  return user?.active ? user : null;
}

/** The sign-in a token belongs to (its first token or a renewal's), if it is still kept. */
export function signInOf(token: string | undefined): FakeSignIn | undefined {
  return token === undefined ? undefined : db.signIns.find((s) => s.tokens.includes(token));
}

/**
 * Another live sign-in of a member, as if they had signed in on another device: its token works
 * until the sign-in is ended. `overrides` names the device, address and times a test shows.
 */
export function seedSignIn(userId: number, overrides: Partial<Omit<FakeSignIn, 'userId'>> = {}): FakeSignIn {
  const signIn = makeSignIn(userId, overrides);
  for (const token of signIn.tokens) db.sessions.set(token, userId);
  db.signIns = [...db.signIns, signIn];
  return signIn;
}

/** Ends sign-ins (those `which` picks) as the CMS does: their tokens stop working at once. */
export function endSignIns(which: (signIn: FakeSignIn) => boolean) {
  for (const signIn of db.signIns.filter(which)) for (const token of signIn.tokens) db.sessions.delete(token);
  db.signIns = db.signIns.filter((s) => !which(s));
}

/** The requests sent to a path (method optional), in order. */
export function requestsTo(pathPart: string, method?: string): RecordedRequest[] {
  return db.requests.filter((r) => r.path.includes(pathPart) && (!method || r.method === method));
}

/** Read a request body the way the CMS does: JSON or multipart, recorded for the test. */
export async function record(request: Request): Promise<RecordedRequest> {
  // The log of the test that sent the request: reading the body takes a turn of the event loop,
  // and a request a finished test left in flight must not appear in the next test's log.
  const log = db.requests;
  const url = new URL(request.url);
  const type = request.headers.get('content-type') ?? '';
  let body: Record<string, unknown> | null = null;
  let form: Map<string, Array<string | File>> | null = null;
  if (type.includes('application/json')) body = (await request.json()) as Record<string, unknown>;
  else if (type.includes('multipart/form-data')) {
    const data = decodeMultipart(Buffer.from(await request.arrayBuffer()), type);
    form = new Map();
    for (const [key, value] of data) {
      const list = form.get(key) ?? [];
      list.push(value as string | File);
      form.set(key, list);
    }
  }
  const entry = { method: request.method, path: url.pathname + url.search, body, form, headers: request.headers };
  log.push(entry);
  return entry;
}

/** A text field of a recorded multipart body. */
export function textOf(entry: RecordedRequest, field: string): string | undefined {
  const value = entry.form?.get(field)?.find((v) => typeof v === 'string');
  return typeof value === 'string' ? value : undefined;
}

/** The files of a recorded multipart body's field. */
export function filesOf(entry: RecordedRequest, field: string): File[] {
  return (entry.form?.get(field) ?? []).filter((v): v is File => typeof v !== 'string');
}

/** Text fields of a recorded request as a plain object (JSON bodies as they are). */
export function fieldsOf(entry: RecordedRequest): Record<string, unknown> {
  if (entry.body) return entry.body;
  const out: Record<string, unknown> = {};
  for (const [key, values] of entry.form ?? []) {
    const text = values.find((v) => typeof v === 'string');
    if (text !== undefined) out[key] = text;
  }
  return out;
}

export type { Settings };
