/**
 * The end client's booking page (`/?token=...`). Its own entry keeps it light: no back-office
 * code, no component library. The slot choice itself comes with the booking issue.
 */
export function BookingPage({ token }: { token: string }) {
  return (
    <main className="booking">
      <h1>Choisir votre rendez-vous</h1>
      {token ? (
        <p>La prise de rendez-vous en ligne sera bientôt disponible. Votre lien est bien reçu.</p>
      ) : (
        <p>Ce lien de rendez-vous est incomplet.</p>
      )}
    </main>
  );
}
