export interface AccordionItem {
  question: string;
  answer: string;
}

/** Native disclosure widgets: keyboard and screen-reader friendly, no JavaScript needed. */
export function Accordion({ items, name }: { items: readonly AccordionItem[]; name?: string }) {
  return (
    <div className="accordion">
      {items.map((item) => (
        <details key={item.question} name={name}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
