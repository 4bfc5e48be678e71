import { MESSAGES } from '@tourneo/domain';

export function PlaceholderPage({ heading }: { heading: string }) {
  return (
    <section className="page">
      <h1>{heading}</h1>
      <p>{MESSAGES.common.comingSoon}</p>
    </section>
  );
}
