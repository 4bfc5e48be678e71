import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BookingPage } from './booking-page.tsx';
import './booking.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BookingPage token={new URLSearchParams(window.location.search).get('token') ?? ''} />
  </StrictMode>,
);
