import { ProfileCard } from '@/features/organizations';

/** The organization's own description, with the line breaks its owner typed. */
export function AboutSection({ description }: { description: string }) {
  if (!description.trim()) return null;
  return (
    <ProfileCard title="About" contentKey={description}>
      <p className="leading-relaxed whitespace-pre-line text-slate-700">{description.trim()}</p>
    </ProfileCard>
  );
}
