import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BookingPage } from '../features/booking/booking-page.tsx';
import '../features/booking/booking.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BookingPage token={new URLSearchParams(window.location.search).get('token') ?? ''} />
  </StrictMode>,
);
