// The picture slot at the top of a list card: fixed width/height attributes so
// nothing shifts as it loads, lazy unless the list says it is in the first view.
export type PicturePriority = "high" | "eager" | "lazy";

/** The first card's picture is fetched first, the rest of the first row eagerly, the others lazily. */
export const listPicturePriority = (index: number, firstRow = 3): PicturePriority =>
  index === 0 ? "high" : index < firstRow ? "eager" : "lazy";

export interface CardPictureData {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export function CardPicture({ picture, priority = "lazy" }: { picture: CardPictureData; priority?: PicturePriority }) {
  return (
    <img
      src={picture.src}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading={priority === "lazy" ? "lazy" : "eager"}
      fetchPriority={priority === "high" ? "high" : undefined}
      decoding="async"
      // Full-bleed over the card's 1.25rem padding.
      className="-mx-5 -mt-5 mb-4 block h-auto w-[calc(100%+2.5rem)] max-w-none rounded-t-lg bg-slate-50"
    />
  );
}
