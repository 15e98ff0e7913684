import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * next/image's optimisation (responsive srcset from `sizes`, AVIF/WebP, explicit width and
 * height, lazy loading; `preload` for the LCP image) rendered on the server as a plain <img>:
 * the page ships no image-component JavaScript. Use it like next/image.
 */
export function Picture({ preload: preloaded, ...props }: ImageProps) {
  const img = pictureProps(props, preloaded);
  // The LCP image: a <link rel="preload"> in the head, as next/image's `preload` does.
  if (preloaded && img.src) {
    preload(img.src, { as: 'image', imageSrcSet: img.srcSet, imageSizes: img.sizes, fetchPriority: 'high' });
  }
  // eslint-disable-next-line @next/next/no-img-element -- this is the <img> next/image renders, minus its client runtime
  return <img {...img} alt={img.alt} />;
}

/**
 * The attributes of an optimised <img>, for Picture and for client components that render one (popup, cards).
 * `priority`: an image on the first screen, likely the LCP: loaded at once, at high priority, not lazily.
 */
export function pictureProps(props: ImageProps, priority = false) {
  const img = getImageProps(priority ? { ...props, loading: 'eager', fetchPriority: 'high' } : props).props;
  // next/image hides the alt text while the image loads (color: transparent); a decorative image
  // (alt="") has none to hide, and the style would be written twice per image (HTML and payload).
  const { style, ...attributes } = img;
  const decorative = !img.alt && style?.color === 'transparent' && Object.keys(style).length === 1;
  return decorative ? attributes : img;
}
