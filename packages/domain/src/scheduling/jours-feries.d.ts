// Types of @socialgouv/jours-feries (the package ships none): the French public holidays of a
// year, by name, as Date objects at local midnight.
declare module '@socialgouv/jours-feries' {
  export default function joursFeries(year: number, options?: { alsace?: boolean }): Record<string, Date>;
}
