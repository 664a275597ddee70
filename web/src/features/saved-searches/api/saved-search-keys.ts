/** Query and mutation keys of saved searches, from one factory. */
export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  save: () => [...savedSearchKeys.all, 'save'] as const,
  confirm: () => [...savedSearchKeys.all, 'confirm'] as const,
  unsubscribe: () => [...savedSearchKeys.all, 'unsubscribe'] as const,
};
