import type { CSSProperties } from 'react';
import { IMAGE_WIDTHS } from '~/lib/image-widths';

/** Stored images (/uploads) and the site's own photographs (/images) go through the /img endpoint. */
const RESIZABLE = /^\/(uploads|images)\/[^?#]+\.(jpe?g|png|webp|avif|gif)$/i;

/** The URL of an image at (at least) a width: resized and re-encoded by the web server's /img endpoint. */
export function imageUrl(path: string, width: number): string {
  if (!RESIZABLE.test(path)) return path;
  const w = IMAGE_WIDTHS.find((x) => x >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return `/img/${w}${path}`;
}

export function imageSrcSet(path: string, maxWidth = 1920): string | undefined {
  if (!RESIZABLE.test(path)) return undefined;
  return IMAGE_WIDTHS.filter((w) => w <= maxWidth)
    .map((w) => `/img/${w}${path} ${w}w`)
    .join(', ');
}

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

export interface ImgProps {
  src: string | null | undefined;
  alt: string;
  /** The sizes attribute: how wide the image is displayed. */
  sizes: string;
  /** Intrinsic aspect, to reserve the space before the image arrives. */
  width: number;
  height: number;
  /** Above the fold: loaded eagerly with high priority (and preloaded by the route's meta). */
  priority?: boolean;
  maxWidth?: number;
  className?: string;
  style?: CSSProperties;
}

export function Img({ src, alt, sizes, width, height, priority, maxWidth, className, style }: ImgProps) {
  const path = src || PLACEHOLDER_IMAGE;
  const priorityProps = priority ? ({ fetchpriority: 'high' } as Record<string, string>) : {};
  return (
    <img
      src={imageUrl(path, Math.min(maxWidth ?? 1080, 1080))}
      srcSet={imageSrcSet(path, maxWidth)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      className={className}
      style={style}
      {...priorityProps}
    />
  );
}

/** The preload link a route's meta adds for its hero image, matching the Img's srcset and sizes. */
export function preloadImage(src: string | null | undefined, sizes: string, maxWidth?: number) {
  const path = src || PLACEHOLDER_IMAGE;
  const srcSet = imageSrcSet(path, maxWidth);
  return {
    tagName: 'link' as const,
    rel: 'preload',
    as: 'image',
    href: imageUrl(path, 1080),
    ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}),
    // Lower case: React 18 passes it through to the element as is.
    fetchpriority: 'high',
  };
}

/** The same preload for one of the site's own photographs. */
export const preloadStatic = preloadImage;
