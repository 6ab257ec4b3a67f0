import type { ImgHTMLAttributes } from "react";

type Props = ImgHTMLAttributes<HTMLImageElement> & { alt: string; width: number; height: number };

/** An image below the fold: sized (no layout shift), fetched when near the screen, decoded off the main thread. */
export function LazyImage({ alt, ...props }: Props) {
  return <img alt={alt} loading="lazy" decoding="async" {...props} />;
}
