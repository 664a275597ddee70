/** Tabs a listing shows until it has rows of its own (public spec: property detail). */
export const DEFAULT_SPACES = ['Bedrooms', 'Bathroom', 'Living Area', 'Kitchen', 'Exterior'] as const;
export const DEFAULT_AMENITIES = ['Fitness Centre', 'Pool', 'Concierge & Loby'] as const;
