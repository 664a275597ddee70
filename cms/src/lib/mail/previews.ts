import {
  MAIL_PREVIEW_KINDS,
  dubaiToday,
  DEFAULT_LANGUAGE,
  type Language,
  type MailPreview,
  type MailPreviewKind,
  type MailPreviewSummary,
} from '@estate/contract';
import { authEnv } from '../auth/auth-env';
import { assignmentMail } from '../leads/pipeline';
import { viewingCalendar, viewingMail, type ViewingChange } from '../leads/viewing-mails';
import { reminderMail } from '../listing/permit-reminders';
import { digestMail as taskDigestMail } from '../tasks/digest';
import { confirmationMail, digestMail as alertDigestMail } from './alert-mails';
import { enquiryMail, startNowMail, welcomeMail } from './lead-mails';
import { mailBrand, type Mail } from './mail';
import { resetMail } from './reset-mail';

/*
 * Every kind of mail rendered with sample data (docs/decisions/0099), by the very functions that
 * make the mails sent: what staff preview is what buyers and members receive. Nothing is stored
 * or sent, and the sample links carry sample tokens that open nothing. The sample buyer may write
 * in any of the site's languages (docs/decisions/0101): their mails are then in it, and the
 * agency's mails about them name it.
 */

const DAY_MS = 86_400_000;

/** A day a week from today in Dubai, for the sample viewing. */
const nextWeek = () => dubaiToday(Date.now() + 7 * DAY_MS);

const sampleBuyer = {
  documentId: 'sample-enquiry',
  fname: 'Amelia',
  lname: 'Hartley',
  email: 'amelia.hartley@example.com',
  phone: '+44 20 7946 0958',
  message: 'We are relocating from London in the spring.\nCould we see it on a weekday morning?',
  listingSlug: 'sample-palm-jumeirah-signature-villa',
  listingReference: 'EST-1042',
  listingTitle: 'Signature villa on the Palm',
  agentName: 'Sara Malik',
  agentEmail: 'sara.malik@example.com',
  utm: { utm_source: 'newsletter', utm_campaign: 'winter' },
};

const filters = { type: 'villa', location: 'Palm Jumeirah', minBeds: 4 };

function sample(kind: MailPreviewKind, brand: string, language: Language): Mail {
  const site = authEnv().publicUrl;
  const buyer = { ...sampleBuyer, language };
  const slot = { date: nextWeek(), time: '10:30' };
  const viewing = (change: ViewingChange) => {
    const location = 'Signature villa on the Palm, Palm Jumeirah';
    const ics = viewingCalendar('sample-enquiry', buyer, slot, 0, change, location);
    return viewingMail(buyer, slot, change, location, ics, brand);
  };
  const member = { name: 'Sara Malik', email: 'sara.malik@example.com' };
  switch (kind) {
    case 'enquiry':
      return enquiryMail({ ...buyer, pageURL: `${site}/property/${buyer.listingSlug}` }, brand);
    case 'viewingRequest':
      return enquiryMail({ ...buyer, viewingDate: slot.date, viewingTime: slot.time }, brand);
    case 'startNow':
      return startNowMail(
        {
          ...buyer,
          listingSlug: null,
          purpose: 'Buy',
          propertyType: 'Villa',
          projectType: 'Ready',
          budget: 'AED 15,000,000 to 20,000,000',
          pageURL: `${site}/start-now`,
        },
        brand,
      );
    case 'welcome':
      return welcomeMail(buyer, brand);
    case 'alertConfirmation':
      return confirmationMail(
        { documentId: 'sample-search', email: buyer.email, label: null, filters, language },
        brand,
      );
    case 'alertDigest':
      return alertDigestMail(
        {
          searchId: 'sample-search',
          email: buyer.email,
          label: null,
          filters,
          language,
          total: 3,
          listings: [
            {
              title: 'Signature villa on the Palm',
              slug: 'sample-a',
              price: 18_500_000,
              currency: 'AED',
              beds: 5,
              location: 'Palm Jumeirah',
            },
            {
              title: 'Beachfront garden villa',
              slug: 'sample-b',
              price: 24_000_000,
              currency: 'AED',
              beds: 6,
              location: 'Palm Jumeirah',
            },
          ],
        },
        brand,
      );
    case 'viewingRequested':
      return viewing('requested');
    case 'viewingConfirmed':
      return viewing('confirmed');
    case 'viewingRescheduled':
      return viewing('rescheduled');
    case 'viewingCancelled':
      return viewing('cancelled');
    case 'passwordReset':
    case 'staffInvite':
      return resetMail(
        {
          username: 'sara.malik',
          email: member.email,
          code: 'sample-code',
          ttlSeconds: kind === 'staffInvite' ? 7 * 86_400 : 3_600,
          siteUrl: site,
          purpose: kind === 'staffInvite' ? 'invite' : 'reset',
          roleLabel: 'Agent',
        },
        brand,
      );
    case 'assignment':
      return assignmentMail(member, buyer, 'sample-enquiry', brand);
    case 'taskDigest': {
      const day = dubaiToday();
      const at = (hhmm: string) => new Date(`${day}T${hhmm}:00.000+04:00`).toISOString();
      return taskDigestMail(
        member,
        day,
        [
          {
            dueAt: at('09:00'),
            title: 'Send the floor plans',
            contact: { _id: 'c1', name: 'Amelia Hartley' },
            deal: { _id: 'd1', name: 'Signature villa on the Palm' },
          },
          { dueAt: at('15:00'), title: 'Call the developer about the handover date', contact: null, deal: null },
        ],
        [
          {
            _id: 'sample-enquiry',
            name: 'Amelia Hartley',
            time: '10:30',
            listing: { _id: 'p1', slug: 'sample-a', referenceNumber: 'EST-1042', title: 'Signature villa on the Palm' },
          },
        ],
        brand,
      );
    }
    case 'permitReminder':
      return reminderMail(
        member.email,
        { title: 'Sara Malik' },
        {
          documentId: 'sample-listing',
          referenceNumber: 'EST-1042',
          title: 'Signature villa on the Palm',
          permitNumber: '7117227381',
          permitExpiresAt: new Date(Date.now() + 14 * DAY_MS).toISOString(),
        },
        14,
        brand,
      );
  }
}

const KINDS = Object.keys(MAIL_PREVIEW_KINDS) as MailPreviewKind[];

export const isMailPreviewKind = (kind: string): kind is MailPreviewKind => KINDS.includes(kind as MailPreviewKind);

/** Every kind with its subject on the sample data, the sample buyer writing in `language`. */
export async function mailPreviews(language: Language = DEFAULT_LANGUAGE): Promise<MailPreviewSummary[]> {
  const brand = await mailBrand();
  return KINDS.map((kind) => ({
    kind,
    label: MAIL_PREVIEW_KINDS[kind],
    subject: sample(kind, brand, language).subject,
  }));
}

/** One kind rendered with the sample data, as it would be sent, the sample buyer writing in `language`. */
export async function mailPreview(kind: MailPreviewKind, language: Language = DEFAULT_LANGUAGE): Promise<MailPreview> {
  const mail = sample(kind, await mailBrand(), language);
  return {
    kind,
    label: MAIL_PREVIEW_KINDS[kind],
    to: mail.to,
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments: (mail.attachments ?? []).map(({ filename, contentType }) => ({ filename, contentType })),
  };
}
