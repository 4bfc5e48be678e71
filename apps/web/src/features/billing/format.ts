import { formatEuros } from '@tourneo/domain';

/** An amount of the billing calls (euros, two decimals at most) in French: '1 234,50 €'. */
export const formatAmount = (euros: number) => formatEuros(Math.round(euros * 100));

/** An instant in Paris: '17/03/2027 10:00'. */
export const parisDateTime = (instant: string | Date) =>
  new Date(instant).toLocaleString('fr-FR', {
    timeZone: 'Europe/Paris',
    dateStyle: 'short',
    timeStyle: 'short',
  });
