import type { SectionImage } from '@/lib/content';

type Art = { url: string; width: number; height: number };

/**
 * The picture of a home section: staff's image when they chose one, shown at the width of the
 * site's own illustration (its height in proportion), else that illustration.
 */
export function sectionPicture(section: SectionImage, art: Art) {
  const image = section.image ?? art;
  return {
    src: image.url,
    alt: section.alt,
    width: art.width,
    height: Math.round((art.width * image.height) / image.width),
  };
}
