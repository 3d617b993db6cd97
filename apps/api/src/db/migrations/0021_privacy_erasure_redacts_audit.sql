-- Issue 32: a privacy erasure also takes what the audit trail said about the person's lead and
-- applications (status, notes, stages, e-mails before and after). The trail stays append-only; the one
-- change allowed is the erasure's own, in its transaction (SET LOCAL cobaltline.privacy_erasure = on):
-- an entry's summary becomes "Erased on a privacy request" and its before and after are emptied, while
-- who, when, what kind of change and on which record stay as they were.
CREATE OR REPLACE FUNCTION "audit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "tenants" WHERE "id" = OLD."tenant_id") THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE'
    AND coalesce(current_setting('cobaltline.privacy_erasure', true), '') = 'on'
    AND NEW."id" = OLD."id"
    AND NEW."tenant_id" = OLD."tenant_id"
    AND NEW."at" = OLD."at"
    AND NEW."actor_user_id" IS NOT DISTINCT FROM OLD."actor_user_id"
    AND NEW."actor_label" = OLD."actor_label"
    AND NEW."action" = OLD."action"
    AND NEW."target_type" IS NOT DISTINCT FROM OLD."target_type"
    AND NEW."target_id" IS NOT DISTINCT FROM OLD."target_id"
    AND NEW."ip" IS NOT DISTINCT FROM OLD."ip"
    AND NEW."request_id" IS NOT DISTINCT FROM OLD."request_id"
    AND NEW."summary" = 'Erased on a privacy request'
    AND NEW."before" IS NULL
    AND NEW."after" IS NULL THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;
