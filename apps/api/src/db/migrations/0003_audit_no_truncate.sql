-- The audit trail refuses TRUNCATE as well as UPDATE and DELETE (0002's row trigger does not see a TRUNCATE,
-- which empties a table without touching its rows one by one). A TRUNCATE of a table that cascades to it is
-- refused the same way. The one removal allowed stays a tenant's own deletion, row by row.
CREATE FUNCTION "audit_entries_no_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_truncate" BEFORE TRUNCATE ON "audit_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_entries_no_truncate"();
