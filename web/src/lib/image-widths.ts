/** The widths the image endpoint renders; srcsets pick from these (bounded, so the cache stays small). */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 828, 1080, 1280, 1600, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
