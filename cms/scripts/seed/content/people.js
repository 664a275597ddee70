'use strict';
/**
 * The team (fictional people) and client reviews. E-mail addresses use the agency's mail domain
 * (from MAIL_REPLY_TO, estate.local by default) so the demo never points at someone's real inbox.
 */

function mailDomain() {
  const from = process.env.SEED_EMAIL_DOMAIN || (process.env.MAIL_REPLY_TO || '').split('@')[1];
  return (from || 'estate.local').replace(/[>\s]/g, '');
}

const TEAM = [
  {
    title: 'Alexander Whitmore',
    position: 'Founder & Managing Director',
    phone: '+971 50 318 2741',
    whatsapp: '+971503182741',
    mailbox: 'alexander',
    image: 'team-founder',
    description:
      'Alexander founded the agency in 2011 after a decade in prime central London property. He leads the firm’s private-client work and advises a small number of families on their Dubai and international portfolios, from Palm Jumeirah villas to London townhouses.',
  },
  {
    title: 'Layla Haddad',
    position: 'CEO',
    phone: '+971 50 644 1902',
    whatsapp: '+971506441902',
    mailbox: 'layla',
    image: 'team-ceo',
    description:
      'Layla runs the business day to day, from the sales and leasing teams to the developer partnerships behind our off-plan launches. Before joining she spent twelve years in investment banking in Dubai and Beirut, and she still reads every valuation before it leaves the office.',
  },
  {
    title: 'Sofia Marchetti',
    position: 'Head of International Private Office',
    phone: '+971 52 907 3318',
    whatsapp: '+971529073318',
    mailbox: 'sofia',
    image: 'team-international',
    description:
      'Sofia looks after clients buying beyond Dubai: Marbella, Mallorca, London and Manchester. She works only for the buyer, searching on and off market with a network of local advisers, lawyers and surveyors. She speaks English, Italian and Spanish.',
  },
  {
    title: 'Karim Nassar',
    position: 'Director, Prime Villas',
    phone: '+971 55 210 8876',
    whatsapp: '+971552108876',
    mailbox: 'karim',
    image: 'team-villas',
    description:
      'Karim specialises in villas on the Palm, Emirates Hills, Jumeirah Bay and District One, and has sold more than 140 homes across those communities. Many of his sales never reach the open market.',
  },
  {
    title: 'Priya Raman',
    position: 'Head of Off-Plan & Investment',
    phone: '+971 58 330 4459',
    whatsapp: '+971583304459',
    mailbox: 'priya',
    image: 'team-offplan',
    description:
      'Priya advises investors on new launches and payment plans, reviewing developers’ track records, escrow arrangements and service charges before anything reaches a client. A chartered financial analyst, she also builds yield forecasts for portfolio buyers.',
  },
  {
    title: 'Daniel Okoro',
    position: 'Senior Partner, Branded Residences',
    phone: '+971 56 118 7720',
    whatsapp: '+971561187720',
    mailbox: 'daniel',
    image: 'team-branded',
    description:
      'Daniel works with the hotel and fashion-branded residences on the Palm, in Downtown and on Bluewaters, and with the families who buy them. He previously managed residences for a luxury hotel group in London and Doha.',
  },
];

function team() {
  const domain = mailDomain();
  return TEAM.map((m) => ({ ...m, email: `${m.mailbox}@${domain}` }));
}

const REVIEWS = [
  {
    title: 'Found our villa before it reached the market',
    userName: 'Charlotte Bennett',
    description:
      'We had been looking on the Palm for months. Karim listened, came back within a week with a villa that was never advertised, and negotiated a price we did not think possible. The handover was seamless.',
  },
  {
    title: 'Clear advice on an off-plan purchase',
    userName: 'Rahul Mehta',
    description:
      'Priya walked me through three launches, the developers’ delivery records and the escrow details before I committed to anything. Two years on, the apartment is finished, let and ahead of forecast.',
  },
  {
    title: 'From London to Dubai without stress',
    userName: 'James & Harriet Cole',
    description:
      'Relocating with three children, we needed a home near the right schools and a team who answered the phone at midnight UK time. They handled everything, from viewings on video to the Golden Visa paperwork.',
  },
  {
    title: 'A discreet sale of a family home',
    userName: 'Nadia Al Falasi',
    description:
      'We wanted to sell our Emirates Hills villa privately. The team found a buyer from their own client list in three weeks, with no portals and no open houses. Professional from start to finish.',
  },
  {
    title: 'Exceptional knowledge of branded residences',
    userName: 'Marco Bellini',
    description:
      'Daniel knew every floor plan, service charge and hotel agreement in the building. He helped us choose the right unit on the right floor and arranged the furniture package before we arrived.',
  },
  {
    title: 'Our second home in Marbella',
    userName: 'Elena Petrova',
    description:
      'Sofia searched only for us, not for the seller. She found a villa above the Golden Mile with the view we wanted, brought in a surveyor and a lawyer we trusted, and stayed with us until the keys were in our hands.',
  },
  {
    title: 'Honest numbers on yield',
    userName: 'Tom Anders',
    description:
      'I bought two apartments in Business Bay and Creek Harbour as investments. The yield forecasts I was given were conservative, and both have outperformed them. Refreshingly straightforward people.',
  },
  {
    title: 'Sold above asking in a slower month',
    userName: 'Aisha Rahman',
    description:
      'Our Marina penthouse sold above the asking price in the middle of summer. The photography, the pricing advice and the buyer qualification were all excellent.',
  },
];

/** Initials for a reviewer's monogram: first letters of the first and last words. */
function initials(name) {
  const words = name.replace(/&/g, ' ').split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : '';
  return `${first[0] ?? ''}${last[0] ?? ''}`.toUpperCase();
}

module.exports = { team, REVIEWS, initials, mailDomain };
