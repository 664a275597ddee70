import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes.js';
import { PERMISSIONS, permissionsOf, ROLE_LEAD_KINDS, ROLE_PERMISSIONS, STAFF_ROLES } from './staff.js';

describe('the staff roles', () => {
  it('guard every staff route with a permission, and no public route with one', () => {
    for (const route of ROUTES) {
      if (route.access === 'staff') expect(PERMISSIONS, route.name).toContain(route.permission);
      else expect(route.permission, route.name).toBeUndefined();
    }
  });

  it('give the administrator everything, and every other role less', () => {
    expect(permissionsOf('administrator')).toEqual([...PERMISSIONS]);
    for (const role of STAFF_ROLES.filter((r) => r !== 'administrator')) {
      expect(permissionsOf(role)).not.toContain('users.manage');
      expect(permissionsOf(role)).not.toContain('settings.write');
      expect(permissionsOf(role)).toContain('staff');
    }
  });

  it('keep lead export, deleting and publishing listings from editors and agents as the roles say', () => {
    expect(ROLE_PERMISSIONS.editor).not.toContain('leads.export');
    expect(ROLE_PERMISSIONS.editor).toContain('listings.delete');
    expect(permissionsOf('agent')).not.toContain('listings.delete');
    expect(permissionsOf('agent')).not.toContain('listings.publish');
    expect(permissionsOf('agent', { agentsMayPublish: true })).toContain('listings.publish');
    expect(permissionsOf('marketing')).not.toContain('listings.write');
    expect(ROLE_LEAD_KINDS.marketing).toEqual(['subscriber', 'saved-search']);
  });

  it('give the listings export to administrators and editors, not to agents or marketing', () => {
    expect(permissionsOf('administrator')).toContain('listings.export');
    expect(permissionsOf('editor')).toContain('listings.export');
    expect(permissionsOf('agent', { agentsMayPublish: true })).not.toContain('listings.export');
    expect(permissionsOf('marketing')).not.toContain('listings.export');
  });

  it("leave a contact's data export and erasure to administrators", () => {
    for (const role of ['editor', 'agent', 'marketing'] as const)
      expect(permissionsOf(role)).not.toContain('contacts.privacy');
    expect(permissionsOf('administrator')).toContain('contacts.privacy');
  });
});
