import type { ReactNode } from 'react';

type Tone = 'soft';

/** A band's classes: `tone` 'soft' tints it (pages alternate), `className` adds its own. */
const bandClasses = (tone: Tone | undefined, className?: string) =>
  ['band', tone === 'soft' ? 'band-soft' : null, className].filter(Boolean).join(' ');

/** A band of a page, named by its heading (`aria-labelledby`): `id` is the heading's. */
export function Band({
  id,
  title,
  tone,
  className,
  children,
}: {
  id: string;
  title: string;
  tone?: Tone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={bandClasses(tone, className)} aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{title}</h2>
        {children}
      </div>
    </section>
  );
}

/**
 * A band of two columns side by side (one under the other on a phone), each a `Column` or any
 * block; named by the heading `labelledBy` when it has one.
 */
export function ColumnsBand({
  labelledBy,
  tone,
  children,
}: {
  labelledBy?: string;
  tone?: Tone;
  children: ReactNode;
}) {
  return (
    <section className={bandClasses(tone)} aria-labelledby={labelledBy}>
      <div className="container two-columns">{children}</div>
    </section>
  );
}

/** A titled column of a `ColumnsBand`. */
export function Column({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div>
      <h2 id={id}>{title}</h2>
      {children}
    </div>
  );
}
