/**
 * The `code` of a booking route's error answer (`{ success: false, error, message, code }`), for
 * the booking page to choose its state. In a module of its own (no zod): the lifecycle's rules
 * name these codes and the booking page loads them within its bundle budget.
 */
export const BOOKING_ERROR_CODES = {
  /** Unknown, expired or revoked token (404): the error state. */
  linkInvalid: 'BOOKING_LINK_INVALID',
  /** The link already booked an appointment (409): show the appointment page instead. */
  linkUsed: 'BOOKING_LINK_USED',
  /** The appointment page of a link with no appointment (404). */
  noAppointment: 'NO_APPOINTMENT',
  /** The chosen slot was taken meanwhile (409); the answer carries fresh `appointments`. */
  slotTaken: 'SLOT_TAKEN',
  /** A slot that was never proposed to this link, or whose proposal expired (409). */
  slotNotProposed: 'SLOT_NOT_PROPOSED',
  /** Rescheduling to the appointment's own slot (409): nothing would change. */
  slotUnchanged: 'SLOT_UNCHANGED',
  /** Cancelling or rescheduling from the day before the appointment (409). */
  changeTooLate: 'CHANGE_TOO_LATE',
  /**
   * Changing an appointment that is no longer planned (409): started, completed or cancelled,
   * only the company may touch it (issue 39, `lifecycle/client-changes.ts`).
   */
  appointmentNotPlanned: 'APPOINTMENT_NOT_PLANNED',
  /** The client has no operation: nothing to propose (422). */
  clientWithoutOperation: 'CLIENT_WITHOUT_OPERATION',
} as const;
export type BookingErrorCode = (typeof BOOKING_ERROR_CODES)[keyof typeof BOOKING_ERROR_CODES];
