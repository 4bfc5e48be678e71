// Types of @socialgouv/jours-feries (the package ships none): the French public holidays of a
// year, by name, as Date objects at local midnight. Listed in the "include" of every tsconfig whose
// code reaches scheduling/horizon.ts (an ambient module is only seen where it is included).
declare module '@socialgouv/jours-feries' {
  export default function joursFeries(year: number, options?: { alsace?: boolean }): Record<string, Date>;
}
