ALTER TABLE "client_invitations" DROP CONSTRAINT "client_invitations_company_id_companies_id_fk";
