// A project's card on the designs page, as views/designs.templ renders it: its picture, and its title
// as the one link to its case study, which covers the whole card (site.css).
import type { Example } from './data';

/** A raster image in several formats and widths, as pages/work.go prepares it (responsiveImage, a views.ResponsiveImage). */
export interface ResponsiveImage {
  /** The fallback JPEG at a middle width. */
  src: string;
  /** The fallback JPEG at every width; empty for an image in one format. */
  srcset: string;
  /** AVIF, then WebP; null or empty for an image in one format. */
  sources: { type: string; srcset: string }[] | null;
  sizes: string;
  alt: string;
  width: number;
  height: number;
  /** The class its box shows until it arrives (site.css .tone-*); absent in development. */
  tone?: string;
}

/** What a card needs beyond design.json: its case study and its picture (pages/pages.go, ProjectCard). */
export interface ProjectCardProps {
  href: string;
  picture: ResponsiveImage;
}

/** views.ResponsivePicture: <picture> with its sources, or a plain <img> for an image in one format. */
export function Picture({ image, className, lazy }: { image: ResponsiveImage; className: string; lazy: boolean }) {
  const img = (
    <img
      className={image.tone ? `${className} ${image.tone}` : className}
      src={image.src}
      {...(image.srcset ? { srcSet: image.srcset, sizes: image.sizes } : {})}
      alt={image.alt}
      width={image.width}
      height={image.height}
      {...(lazy ? { loading: 'lazy', decoding: 'async' } as const : {})}
    />
  );
  const sources = image.sources ?? [];
  if (sources.length === 0) return img;
  return (
    <picture>
      {sources.map((s) => <source key={s.type} type={s.type} srcSet={s.srcset} sizes={image.sizes} />)}
      {img}
    </picture>
  );
}

interface Props {
  example: Example;
  /** The server's card for this project; absent for a project it does not know (a stale saved copy). */
  card: ProjectCardProps | undefined;
  /** The image URL to show when there is no card: design.json's own path. */
  fallbackImage: string;
  lazy: boolean;
}

export function ProjectCard({ example, card, fallbackImage, lazy }: Props) {
  const title = example['example-title'];
  const picture = card?.picture ?? {
    src: fallbackImage, srcset: '', sources: null, sizes: '', alt: `Preview of the ${title} project`, width: 1600, height: 1200,
  };
  return (
    <li className="example-card">
      {/* The first two cards may be on the first screen; the rest load as they come near. */}
      <Picture image={picture} className="example-card__image" lazy={lazy} />
      <div className="example-card__text">
        <h2 className="example-card__title">
          {card ? <a className="example-card__link" href={card.href}>{title}</a> : title}
        </h2>
        <p>{example['example-description']}</p>
      </div>
    </li>
  );
}
