/** The browser tests' platform operator (issue 22): a test value, no secret. */
export const E2E_OPERATOR_ENV = {
  OPERATOR_NAME: 'Opérateur Tournéo',
  OPERATOR_PASSWORD: 'operateur-e2e-mot-de-passe',
  OPERATOR_LEGAL_NAME: 'Tournéo SAS',
  OPERATOR_ADDRESS: '10 rue de Rivoli',
  OPERATOR_POSTAL_CODE: '75004',
  OPERATOR_CITY: 'Paris',
  OPERATOR_SIREN: '123456789',
  OPERATOR_VAT_NUMBER: 'FR32123456789',
  OPERATOR_EMAIL: 'facturation@tourneo.example',
} as const;
