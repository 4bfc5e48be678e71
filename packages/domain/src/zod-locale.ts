import { z } from 'zod';

// Default zod messages (wrong type, unknown value...) in French, for the server and the forms alike.
z.config(z.locales.fr());
