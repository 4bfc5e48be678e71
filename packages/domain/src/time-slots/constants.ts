/** A slot lasts 15 minutes. */
export const SLOT_MINUTES = 15;
/** Slot 0 starts at 8h00. */
export const DAY_START_HOUR = 8;
/** A day has 36 slots: the last one starts at 16h45, the last end is slot 36 (17h00). */
export const SLOTS_PER_DAY = 36;
