/* The Start Now form's questions, shared by the lead pages and the audit trail. */

/** The Start Now answers in the order the form asks them, with the question each answers. */
export const START_NOW_LABELS = {
  purpose: 'Purpose',
  propertyType: 'Property type',
  projectType: 'Ready or off-plan',
  usage: 'Usage',
  community: 'Community',
  budget: 'Budget',
  size: 'Size',
  brandedInterest: 'Branded residences',
  timeline: 'Timeline',
  financeOption: 'Finance',
  visaHelp: 'Help with a visa',
  offMarketAccess: 'Off-market access',
  investmentPreference: 'Investment preference',
  portfolioType: 'Portfolio',
  propertyAdvice: 'Wants property advice',
  locationStatus: 'Based in',
  workedWithAdvisor: 'Worked with an advisor before',
} as const;
