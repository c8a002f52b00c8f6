/** A small photo of the visitor, or their initial when there is none. */
export function VisitPhoto({ imageUrl, name, size }: { imageUrl: string; name: string; size: number }) {
  if (!imageUrl) {
    return (
      <span className="thumb-placeholder" style={{ width: size, height: size }} aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      src={imageUrl}
      alt={name}
      width={size}
      height={size}
      className="thumb"
      loading="lazy"
      decoding="async"
    />
  );
}
