import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BookingPage } from '../features/booking/booking-page.tsx';
import { SatisfactionPage } from '../features/booking/satisfaction-page.tsx';
import '../features/booking/booking.css';

const query = new URLSearchParams(window.location.search);
// `/?avis=…`: the satisfaction question of a completed intervention (issue 28), branded like the booking page.
const survey = query.get('avis');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {survey !== null ? (
      <SatisfactionPage survey={survey} />
    ) : (
      <BookingPage token={query.get('token') ?? ''} />
    )}
  </StrictMode>,
);
