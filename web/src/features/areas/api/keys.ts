export const areaKeys = {
  all: ['areas'] as const,
  lists: () => [...areaKeys.all, 'list'] as const,
  details: () => [...areaKeys.all, 'detail'] as const,
  detail: (slug: string) => [...areaKeys.details(), slug] as const,
};
