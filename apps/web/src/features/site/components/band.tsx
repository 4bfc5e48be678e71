import type { ReactNode } from 'react';

/**
 * A band of a page, named by its heading (`aria-labelledby`): `id` is the heading's, `tone`
 * 'soft' tints it (pages alternate), `className` adds the band's own classes.
 */
export function Band({
  id,
  title,
  tone,
  className,
  children,
}: {
  id: string;
  title: string;
  tone?: 'soft';
  className?: string;
  children: ReactNode;
}) {
  const classes = ['band', tone === 'soft' ? 'band-soft' : null, className].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{title}</h2>
        {children}
      </div>
    </section>
  );
}
