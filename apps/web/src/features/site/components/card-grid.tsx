/** A card: a title and its text. */
export interface CardContent {
  title: string;
  text: string;
}

/** Cards side by side (one column on a phone), each a titled text. */
export function CardGrid({ cards }: { cards: readonly CardContent[] }) {
  return (
    <div className="cards">
      {cards.map((card) => (
        <article className="card" key={card.title}>
          <h3>{card.title}</h3>
          <p>{card.text}</p>
        </article>
      ))}
    </div>
  );
}
