/* How far a permit is from its end, in days on Dubai's calendar: one function for the staff screens and the CMS. */
export { daysText as days, permitStanding, type PermitStanding } from '@estate/contract';
