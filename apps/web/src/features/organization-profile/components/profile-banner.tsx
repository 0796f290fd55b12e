/** The profile's banner at its recommended 1280×360 shape, or a brand gradient without one. */
export function ProfileBanner({ name, bannerImage }: { name: string; bannerImage: string | null }) {
  return (
    <div className="relative aspect-[1280/360] min-h-28 w-full overflow-hidden bg-linear-to-br from-brand-800 via-brand-600 to-brand-500">
      {bannerImage ? (
        <img
          src={bannerImage}
          alt={`${name} banner`}
          className="absolute inset-0 size-full object-cover"
          fetchPriority="high"
        />
      ) : (
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgb(251_191_36/0.35),transparent_45%),radial-gradient(circle_at_10%_90%,rgb(255_255_255/0.15),transparent_40%)]"
        />
      )}
    </div>
  );
}
